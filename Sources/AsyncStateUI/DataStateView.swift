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
  /// Replace the style's views for one screen by setting a style on it
  /// (``SwiftUI/View/dataStateStyle(_:)``); or, like `AsyncImage(url:scale:transaction:content:)`
  /// and Nuke's `LazyImage`, draw every phase yourself from an `AsyncPhase`:
  ///
  /// ```swift
  /// DataStateView(loader: profile) { phase in
  ///   switch phase {
  ///   case .empty: Color.clear
  ///   case .loading: ProfileSkeleton()
  ///   case .content(let profile): ProfileView(profile)
  ///   case .failure(let error):
  ///     ErrorCard(error, isRetrying: profile.state.isLoading) {
  ///       Task { await profile.refresh() }
  ///     }
  ///   }
  /// }
  /// ```
  public nonisolated struct DataStateView<Value, Failure: Error, Content: View>: View {
    private let source: Source
    private let render: Render
    @Environment(\.dataStates.policy) private var policy

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
      /// The value by `content`, every other phase by the environment's style.
      case value((Value) -> Content)
      /// Every phase by the closure, from the coarse `AsyncPhase`.
      case phases((AsyncPhase<Value, Failure>) -> Content)
    }

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      let presentation = source.presentation(policy: policy)
      GatedSpinner(isLoading: presentation.showsBlockingSpinner) { showsSpinner in
        Group {
          switch render {
          case .value(let content):
            MainArea(
              phase: presentation.displayPhase(showsSpinner: showsSpinner),
              retry: source.retry, content: content)
          case .phases(let content):
            content(presentation.phase(showsSpinner: showsSpinner))
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
    /// environment's style.
    ///
    /// - Parameters:
    ///   - loader: The loader to show. The view calls `load()` when it appears and
    ///     `refresh()` on pull-to-refresh and on retry (the style's error view's `retry`).
    ///   - content: Draws the loaded value.
    public nonisolated init(
      loader: DataLoader<Value, Failure>,
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      source = Source(loader)
      render = .value(content)
    }

    /// Creates a view that loads a value once and draws each phase with `content`, like
    /// `AsyncImage(url:scale:transaction:content:)`.
    ///
    /// The phase follows the spinner's timing: `empty` while nothing is loaded and the
    /// spinner is not due (a fast first load goes from `empty` to `content` with no spinner
    /// frame), `loading` while the blocking spinner shows, `content` for a value (empty or
    /// not, refreshing or not), and `failure` for an error with nothing to show — kept while a
    /// retry runs (the loader's `state.isLoading` says so) unless the `PresentationPolicy`
    /// asks for a blocking spinner while retrying.
    ///
    /// - Parameters:
    ///   - loader: The loader to show. The view calls `load()` when it appears and
    ///     `refresh()` on pull-to-refresh.
    ///   - content: Draws an `AsyncPhase`: nothing yet, the spinner, the value, or the
    ///     failure.
    public nonisolated init(
      loader: DataLoader<Value, Failure>,
      @ViewBuilder content: @escaping (AsyncPhase<Value, Failure>) -> Content
    ) {
      source = Source(loader)
      render = .phases(content)
    }
  }

  // MARK: - With an input loader

  extension DataStateView where Value: Sendable {
    /// Creates a view of a value that follows an input — a search field, a filter, a
    /// segment — drawing the other states with the environment's style.
    ///
    /// While a newer input waits for its debounce or loads, the earlier input's value stays
    /// on screen, dimmed under a small progress indicator, with no blocking spinner — as the
    /// loader's presentation says (`InputLoader.presentation(policy:)`).
    ///
    /// ```swift
    /// struct OrdersScreen: View {
    ///   @State private var orders = InputLoader(
    ///     input: OrderFilter.open, debounce: .zero
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
    ///   - content: Draws the loaded value. The style's error view's `retry` retries the
    ///     failed input.
    public nonisolated init<Input>(
      loader: InputLoader<Input, DataLoader<Value, Failure>>,
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      source = Source(loader)
      render = .value(content)
    }
  }

  // MARK: - With a state

  extension DataStateView {
    /// Creates a view that shows a state the screen owns, drawing the other states with the
    /// environment's style.
    ///
    /// The view loads nothing: the screen runs its loads (`task`, `refreshable`) and moves
    /// the state.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - retry: Retries after a failure; the error view offers no retry without it.
    ///   - content: Draws the loaded value.
    public nonisolated init(
      state: DataState<Value, Failure>,
      retry: (@MainActor @Sendable () async -> Void)? = nil,
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      source = .state(state, retry: retry)
      render = .value(content)
    }

    /// Creates a view that shows a state the screen owns and draws each phase with `content`.
    ///
    /// The phases follow the spinner's timing as a loader's do: `empty`, then `loading` once
    /// the spinner is due, `content` for any value, `failure` while the error is on screen.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - content: Draws an `AsyncPhase`.
    public nonisolated init(
      state: DataState<Value, Failure>,
      @ViewBuilder content: @escaping (AsyncPhase<Value, Failure>) -> Content
    ) {
      source = .state(state, retry: nil)
      render = .phases(content)
    }
  }

  // MARK: - Source

  extension DataStateView.Source {
    /// A loader's source: its presentation, and the loads the view asks it for (a
    /// `DataLoader`'s `retry()` refreshes).
    nonisolated init<Loader: LoadingSource & Sendable>(_ loader: Loader)
    where Loader.Value == Value, Loader.Failure == Failure {
      self = .loader(
        present: { loader.presentation(policy: $0) },
        load: { await loader.load() },
        refresh: { await loader.refresh() },
        retry: { await loader.retry() }
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
