#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  extension View {
    /// Sets the style that draws the loading, error, empty, footer and banner views of every
    /// state view in this hierarchy.
    ///
    /// Set it once, near the root, for a whole app:
    ///
    /// ```swift
    /// WindowGroup {
    ///   RootView()
    ///     .dataStateStyle(BrandStateStyle())
    /// }
    /// ```
    ///
    /// - Parameter style: The style to use.
    /// - Returns: A view whose state views use `style`.
    public nonisolated func dataStateStyle(_ style: some DataStateStyle) -> some View {
      transformEnvironment(\.dataStates) { $0.style = DataStateStyleBox(style) }
    }

    /// Sets the text the state views in this hierarchy show and speak.
    ///
    /// - Parameter labels: The labels, such as localized ones.
    /// - Returns: A view whose state views use `labels`.
    public nonisolated func presentationLabels(_ labels: PresentationLabels) -> some View {
      transformEnvironment(\.dataStates) { $0.labels = labels }
    }

    /// Sets the policy the state views in this hierarchy present their states with: what a
    /// failed refresh, a failed page and a retry look like.
    ///
    /// Give a `BannerCenter` the same policy, so that the banners match the views.
    ///
    /// - Parameter policy: The policy to use.
    /// - Returns: A view whose state views use `policy`.
    public nonisolated func presentationPolicy(_ policy: PresentationPolicy) -> some View {
      transformEnvironment(\.dataStates) { $0.policy = policy }
    }

    /// Sets when the blocking spinner of the state views in this hierarchy shows.
    ///
    /// The defaults, those of ``ProgressGate``, wait 300 ms before showing a spinner and then
    /// keep it for 500 ms at least, so fast loads never flash one; `.zero` for both shows it at
    /// once, exactly while loading, for previews and snapshot tests.
    ///
    /// ```swift
    /// ProfileScreen().spinnerTiming(delay: .zero, minimumVisibleDuration: .zero)
    /// ```
    ///
    /// - Parameters:
    ///   - delay: How long loading must last before the spinner shows; negative counts as zero.
    ///   - minimumVisibleDuration: How long a shown spinner stays at least; negative counts as
    ///     zero.
    /// - Returns: A view whose state views use this timing.
    public nonisolated func spinnerTiming(
      delay: Duration = ProgressGate.defaultDelay,
      minimumVisibleDuration: Duration = ProgressGate.defaultMinimumVisibleDuration
    ) -> some View {
      let timing = SpinnerTiming(delay: delay, minimumVisibleDuration: minimumVisibleDuration)
      return transformEnvironment(\.dataStates) { $0.spinnerTiming = timing }
    }
  }

  /// The style in the environment, type-erased (see `DataStateEnvironment` for why it need
  /// not be `Sendable`).
  nonisolated struct DataStateStyleBox {
    let style: any DataStateStyle

    /// A view a style draws, with what it draws it from.
    enum Part {
      case loading(PresentationLabels)
      case failure(DataStateFailureConfiguration)
      case empty(PresentationLabels)
      case footer(DataStateFailureConfiguration?, isEnd: Bool, PresentationLabels)
      case banner(
        title: String, DataStateFailureConfiguration,
        dismiss: @MainActor @Sendable () -> Void)
    }

    nonisolated init(_ style: some DataStateStyle) {
      self.style = style
    }

    /// The style's view of `part`.
    @MainActor func draw(_ part: Part) -> AnyView {
      Self.draw(style, part)
    }

    // Generic, so that the existential is opened: `any DataStateStyle`'s views are `any View`.
    @MainActor private static func draw(_ style: some DataStateStyle, _ part: Part) -> AnyView {
      switch part {
      case .loading(let labels): AnyView(style.makeLoading(labels: labels))
      case .failure(let failure): AnyView(style.makeFailure(configuration: failure))
      case .empty(let labels): AnyView(style.makeEmpty(labels: labels))
      case .footer(let failure, let isEnd, let labels):
        AnyView(style.makeFooter(failure: failure, isEnd: isEnd, labels: labels))
      case .banner(let title, let failure, let dismiss):
        AnyView(style.makeBanner(title: title, failure: failure, dismiss: dismiss))
      }
    }
  }

  /// What the modifiers above set for the state views below them: one environment value, so
  /// that one key serves them all.
  ///
  /// The default is computed, not stored, so neither the style box nor the style needs to be
  /// `Sendable`; the key is written out rather than with SwiftUI's `@Entry`, whose key is
  /// main-actor isolated under an app's default isolation, while this value is read from
  /// nonisolated code.
  nonisolated struct DataStateEnvironment {
    var style = DataStateStyleBox(SystemDataStateStyle())
    var labels = PresentationLabels.english
    var policy = PresentationPolicy.default
    var spinnerTiming = SpinnerTiming.standard
    var layout = PagingListLayout.list
  }

  private nonisolated struct DataStateEnvironmentKey: EnvironmentKey {
    static var defaultValue: DataStateEnvironment { DataStateEnvironment() }
  }

  extension EnvironmentValues {
    /// The settings of the state views.
    nonisolated var dataStates: DataStateEnvironment {
      get { self[DataStateEnvironmentKey.self] }
      set { self[DataStateEnvironmentKey.self] = newValue }
    }
  }
#endif
