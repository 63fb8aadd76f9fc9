#if canImport(SwiftUI)
  import AsyncState
  import SwiftUI

  /// Feeds a `ProgressGate` with whether the blocking spinner is wanted, and hands its
  /// content whether the spinner shows now (`SpinnerTiming/showsSpinner(isLoading:gateIsVisible:)`).
  ///
  /// The gate is made on first use, with the environment's timing; until then, and whenever
  /// the timing is immediate, the presentation's flag decides alone.
  nonisolated struct GatedSpinner<Content: View>: View {
    let isLoading: Bool
    let content: (Bool) -> Content
    @Environment(\.dataStates.spinnerTiming) private var timing
    @State private var gate: ProgressGate?

    init(isLoading: Bool, @ViewBuilder content: @escaping (Bool) -> Content) {
      self.isLoading = isLoading
      self.content = content
    }

    @MainActor var body: some View {
      content(timing.showsSpinner(isLoading: isLoading, gateIsVisible: gate?.isVisible ?? false))
        .onChange(of: isLoading, initial: true) { _, isLoading in
          guard !timing.isImmediate else { return }
          let gate = gate ?? timing.makeGate()
          self.gate = gate
          gate.setLoading(isLoading)
        }
    }
  }
#endif
