#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  /// A view that shows a `DataState`: its value, or the loading, error or empty view its
  /// presentation calls for.
  ///
  /// Like `AsyncImage`, give it where the data comes from and how to draw the value; it draws
  /// every other state, through the environment's ``DataStateStyle``:
  ///
  /// ```swift
  /// struct ProfileScreen: View {
  ///   @State private var profile = DataLoader { try await API.profile() }
  ///
  ///   var body: some View {
  ///     DataStateView(loader: profile) { profile in
  ///       ProfileView(profile)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// What it shows follows the state's `ScreenPresentation` under the environment's
  /// `PresentationPolicy` (``SwiftUI/View/presentationPolicy(_:)``):
  ///
  /// - **First load**: nothing, then the blocking spinner if the load lasts longer than the
  ///   `SpinnerTiming` delay, kept for its minimum time — a fast load never flashes one.
  /// - **Value**: the content, kept on screen while it refreshes and after a failed refresh
  ///   (report that failure with ``SwiftUI/View/errorBanner(_:)``). A loaded collection that
  ///   is empty shows the empty view.
  /// - **Failure with nothing to show**: a full-screen error with a retry button; the error
  ///   stays while the retry runs, with progress in place of the button.
  ///
  /// With a loader, the view loads once when it appears (`load()`: coming back to it does not
  /// reload a loaded value), refreshes on pull-to-refresh for the scroll views inside it
  /// (returning when the refresh ends), and retries with `refresh()`. With a state, it loads
  /// nothing: the screen owns `task`, `refreshable` and the retry.
  ///
  /// Replace any of the style's views for one screen with the `loading`, `failure` and
  /// `empty` builders; or, like `AsyncImage(url:scale:transaction:content:)` and Nuke's
  /// `LazyImage`, draw every phase yourself:
  ///
  /// ```swift
  /// DataStateView(loader: profile) { phase in
  ///   switch phase {
  ///   case .placeholder: Color.clear
  ///   case .loading: ProfileSkeleton()
  ///   case .content(let profile): ProfileView(profile)
  ///   case .empty: EmptyView()
  ///   case .failure(let error, let isRetrying):
  ///     ErrorCard(error, isRetrying: isRetrying) { Task { await profile.refresh() } }
  ///   }
  /// }
  /// ```
  public nonisolated struct DataStateView<
    Value, Failure: Error, Content: View, Loading: View, FailureContent: View, Empty: View
  >: View {
    private let source: Source
    private let render: Render
    @Environment(\.presentationPolicy) private var policy

    /// Where the state comes from.
    fileprivate enum Source {
      case loader(
        present: @MainActor (PresentationPolicy) -> ScreenPresentation<Value, Failure>,
        load: @MainActor @Sendable () async -> Void,
        refresh: @MainActor @Sendable () async -> Void,
        retry: @MainActor @Sendable () async -> Void
      )
      case state(DataState<Value, Failure>, retry: (@MainActor @Sendable () async -> Void)?)
    }

    /// How the phases are drawn.
    fileprivate enum Render {
      case builders(
        content: (Value) -> Content,
        loading: () -> Loading,
        failure: (DataStateFailureConfiguration) -> FailureContent,
        empty: () -> Empty
      )
      case phases((DisplayPhase<Value, Failure>) -> Content)
    }

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      let presentation = source.presentation(policy: policy)
      GatedSpinner(isLoading: presentation.showsBlockingSpinner) { showsSpinner in
        let phase = presentation.displayPhase(showsSpinner: showsSpinner)
        Group {
          switch render {
          case .builders(let content, let loading, let failure, let empty):
            MainArea(
              phase: phase, retry: source.retry, content: content, loading: loading,
              failure: failure, empty: empty)
          case .phases(let content):
            content(phase)
          }
        }
        .modifier(ReplacingContent(isReplacing: presentation.isReplacing))
      }
      .task { await source.load() }
      .modifier(OptionalRefreshable(action: source.refresh))
    }
  }

  // MARK: - With a loader

  extension DataStateView where Value: Sendable {
    /// Creates a view that loads a value once and shows it, drawing the other states with the
    /// environment's style unless you pass your own views.
    ///
    /// - Parameters:
    ///   - loader: The loader to show. The view calls `load()` when it appears and
    ///     `refresh()` on pull-to-refresh and on retry.
    ///   - content: Draws the loaded value.
    ///   - loading: Draws the blocking spinner; the style's by default.
    ///   - failure: Draws the full-screen error; the style's by default. Its configuration's
    ///     `retry` refreshes the loader.
    ///   - empty: Draws a loaded, empty collection; the style's by default.
    public nonisolated init(
      loader: DataLoader<Value, Failure>,
      @ViewBuilder content: @escaping (Value) -> Content,
      @ViewBuilder loading: @escaping () -> Loading = { DataStateLoadingView() },
      @ViewBuilder failure: @escaping (DataStateFailureConfiguration) -> FailureContent = {
        DataStateFailureView($0)
      },
      @ViewBuilder empty: @escaping () -> Empty = { DataStateEmptyView() }
    ) {
      source = Source(loader)
      render = .builders(content: content, loading: loading, failure: failure, empty: empty)
    }

    /// Creates a view that loads a value once and draws each phase with `content`, like
    /// `AsyncImage(url:scale:transaction:content:)`.
    ///
    /// - Parameters:
    ///   - loader: The loader to show. The view calls `load()` when it appears and
    ///     `refresh()` on pull-to-refresh.
    ///   - content: Draws a `DisplayPhase`: the placeholder, the spinner, the value, the
    ///     empty value, or the failure.
    public nonisolated init(
      loader: DataLoader<Value, Failure>,
      @ViewBuilder content: @escaping (DisplayPhase<Value, Failure>) -> Content
    ) where Loading == EmptyView, FailureContent == EmptyView, Empty == EmptyView {
      source = Source(loader)
      render = .phases(content)
    }
  }

  // MARK: - With an input loader

  extension DataStateView where Value: Sendable {
    /// Creates a view of a value that follows an input — a search field, a filter, a
    /// segment — drawing the other states with the environment's style unless you pass your
    /// own views.
    ///
    /// While a newer input waits for its debounce or loads, the earlier input's value stays
    /// on screen, dimmed under a small progress indicator, with no blocking spinner — as the
    /// loader's presentation says (`InputLoader.presentation(policy:)`).
    ///
    /// ```swift
    /// struct OrdersScreen: View {
    ///   @State private var orders = InputLoader(
    ///     input: OrderFilter.open, options: InputOptions(debounce: .zero)
    ///   ) { filter in
    ///     try await API.orders(filter)
    ///   }
    ///
    ///   var body: some View {
    ///     @Bindable var orders = orders
    ///     VStack {
    ///       Picker("Orders", selection: $orders.input) {
    ///         Text("Open").tag(OrderFilter.open)
    ///         Text("Shipped").tag(OrderFilter.shipped)
    ///       }
    ///       DataStateView(loader: orders) { list in
    ///         OrderList(list)
    ///       }
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - loader: The input loader to show. The view calls `load()` when it appears (which
    ///     applies the input), `refresh()` on pull-to-refresh and `retry()` on retry; the
    ///     screen sets its `input`.
    ///   - content: Draws the loaded value.
    ///   - loading: Draws the blocking spinner; the style's by default.
    ///   - failure: Draws the full-screen error; the style's by default. Its configuration's
    ///     `retry` retries the failed input.
    ///   - empty: Draws a loaded, empty collection; the style's by default.
    public nonisolated init<Input>(
      loader: InputLoader<Input, DataLoader<Value, Failure>>,
      @ViewBuilder content: @escaping (Value) -> Content,
      @ViewBuilder loading: @escaping () -> Loading = { DataStateLoadingView() },
      @ViewBuilder failure: @escaping (DataStateFailureConfiguration) -> FailureContent = {
        DataStateFailureView($0)
      },
      @ViewBuilder empty: @escaping () -> Empty = { DataStateEmptyView() }
    ) {
      source = .loader(
        present: { loader.presentation(policy: $0) },
        load: { await loader.load() },
        refresh: { await loader.refresh() },
        retry: { await loader.retry() }
      )
      render = .builders(content: content, loading: loading, failure: failure, empty: empty)
    }
  }

  // MARK: - With a state

  extension DataStateView {
    /// Creates a view that shows a state the screen owns, drawing the other states with the
    /// environment's style unless you pass your own views.
    ///
    /// The view loads nothing: the screen runs its loads (`task`, `refreshable`) and moves
    /// the state.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - retry: Retries after a failure; the error view offers no retry without it.
    ///   - content: Draws the loaded value.
    ///   - loading: Draws the blocking spinner; the style's by default.
    ///   - failure: Draws the full-screen error; the style's by default.
    ///   - empty: Draws a loaded, empty collection; the style's by default.
    public nonisolated init(
      state: DataState<Value, Failure>,
      retry: (@MainActor @Sendable () async -> Void)? = nil,
      @ViewBuilder content: @escaping (Value) -> Content,
      @ViewBuilder loading: @escaping () -> Loading = { DataStateLoadingView() },
      @ViewBuilder failure: @escaping (DataStateFailureConfiguration) -> FailureContent = {
        DataStateFailureView($0)
      },
      @ViewBuilder empty: @escaping () -> Empty = { DataStateEmptyView() }
    ) {
      source = .state(state, retry: retry)
      render = .builders(content: content, loading: loading, failure: failure, empty: empty)
    }

    /// Creates a view that shows a state the screen owns and draws each phase with `content`.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - content: Draws a `DisplayPhase`.
    public nonisolated init(
      state: DataState<Value, Failure>,
      @ViewBuilder content: @escaping (DisplayPhase<Value, Failure>) -> Content
    ) where Loading == EmptyView, FailureContent == EmptyView, Empty == EmptyView {
      source = .state(state, retry: nil)
      render = .phases(content)
    }
  }

  // MARK: - Source

  extension DataStateView.Source {
    nonisolated init(_ loader: DataLoader<Value, Failure>) where Value: Sendable {
      self = .loader(
        present: { loader.state.presentation(policy: $0) },
        load: { await loader.load() },
        refresh: { await loader.refresh() },
        retry: { await loader.refresh() }
      )
    }

    /// The presentation to show under `policy`: the loader's, or the state's.
    @MainActor func presentation(policy: PresentationPolicy) -> ScreenPresentation<Value, Failure> {
      switch self {
      case .loader(let present, _, _, _): present(policy)
      case .state(let state, _): state.presentation(policy: policy)
      }
    }

    @MainActor func load() async {
      if case .loader(_, let load, _, _) = self { await load() }
    }

    var refresh: (@Sendable () async -> Void)? {
      if case .loader(_, _, let refresh, _) = self { refresh } else { nil }
    }

    var retry: RetryAction? {
      switch self {
      case .loader(_, _, _, let retry): RetryAction(retry)
      case .state(_, let retry): retry.map(RetryAction.init)
      }
    }
  }
#endif
