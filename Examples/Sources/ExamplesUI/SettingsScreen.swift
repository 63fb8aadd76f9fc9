#if canImport(SwiftUI)
  import ExamplesCore
  import SwiftUI

  /// The fake API's settings: latency, failure rate and seed, applied from the next request.
  /// The model keeps each value in its range.
  struct SettingsScreen: View {
    @Bindable var model: SettingsModel

    init(model: SettingsModel) {
      _model = Bindable(model)
    }

    var body: some View {
      List {
        Section("Latency") {
          Stepper(value: $model.latencyMilliseconds, step: SettingsModel.latencyStep) {
            Text(verbatim: "\(model.latencyMilliseconds) ms per request")
          }
        }
        Section("Failures") {
          Stepper(value: $model.failurePercent, step: SettingsModel.failureStep) {
            Text(verbatim: "\(model.failurePercent)% of requests fail")
          }
        }
        Section {
          Stepper(value: $model.seed) {
            Text(verbatim: "Seed \(model.seed)")
          }
        } footer: {
          Text("The same seed gives the same answers and failures, request by request.")
        }
      }
      .navigationTitle("API settings")
    }
  }

  #Preview("Settings") {
    NavigationStack {
      SettingsScreen(model: SettingsModel(api: FakeAPI()))
    }
  }
#endif
