#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  /// An inspector for a `LoaderCache`: every entry live — key, state, age, fresh or stale,
  /// use, fetch in flight —, filtered by text and state and sorted; for a selected entry, its
  /// recent transitions and the actions refetch, invalidate, reset, evict and fail the next
  /// fetch; and, for a cache with a store, what happened to the saved values (restored,
  /// discarded, a write that failed; newest first) and clearing them.
  ///
  /// A thin view over the core's `LoaderInspector`: the rows, their order and filter, the
  /// summary line, the history and which actions apply are the core's decisions, so the
  /// terminal demo and a test on Linux see the same values. The inspector records only while
  /// the view is on screen: it is created when the view appears and closed when it
  /// disappears.
  ///
  /// Show it from a debug menu, in debug builds only:
  ///
  /// ```swift
  /// struct RootView: View {
  ///   let cache: LoaderCache
  ///   @State private var showsInspector = false
  ///
  ///   var body: some View {
  ///     FeedScreen(cache: cache)
  ///     #if DEBUG
  ///       .loaderInspector(cache, isPresented: $showsInspector)
  ///     #endif
  ///   }
  /// }
  /// ```
  public nonisolated struct LoaderInspectorView: View {
    private let cache: LoaderCache
    /// Closes the inspector (the modifier's binding); `nil` shows no Close button.
    private let close: (@MainActor () -> Void)?
    @State private var inspector: LoaderInspector?
    @State private var filter: InspectorFilter

    /// Creates an inspector of a cache.
    ///
    /// ```swift
    /// LoaderInspectorView(cache: cache)
    /// ```
    ///
    /// - Parameter cache: The cache to inspect.
    public nonisolated init(cache: LoaderCache) {
      self.init(cache: cache, close: nil)
    }

    /// The view with a Close button, as the modifier shows it.
    nonisolated init(cache: LoaderCache, close: (@MainActor () -> Void)?) {
      self.cache = cache
      self.close = close
      _filter = State(initialValue: InspectorFilter())
    }

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      NavigationStack {
        List {
          if let close {
            Section {
              Button("Close") { close() }
            }
          }
          if let inspector {
            Section {
              TextField("Filter by key or state", text: $filter.text)
              Button(filter.order.title) { filter.order = Self.order(after: filter.order) }
              ForEach(InspectorFilter.stateCases(in: inspector.rows()), id: \.self) { stateCase in
                Button(filter.stateCases.contains(stateCase) ? "✓ " + stateCase : stateCase) {
                  toggle(stateCase)
                }
              }
            }
            if inspector.hasPersistedData {
              // What the launch restored or discarded and what the store failed to do,
              // newest first.
              Section {
                Button("Clear saved data") { Task { await inspector.clearPersistedData() } }
                ForEach(Array(inspector.persistenceEvents.enumerated()), id: \.offset) { item in
                  Text(LoaderInspector.line(for: item.element)).font(.caption)
                }
              }
            }
            Section {
              ForEach(inspector.rows(filter)) { row in
                NavigationLink {
                  InspectorEntryView(inspector: inspector, row: row)
                } label: {
                  InspectorRowView(row: row)
                }
              }
            }
          }
        }
        .navigationTitle("Loaders")
      }
      .onAppear {
        if inspector == nil { inspector = LoaderInspector(cache: cache) }
      }
      .onDisappear {
        inspector?.close()
        inspector = nil
      }
    }

    @MainActor private func toggle(_ stateCase: String) {
      if filter.stateCases.contains(stateCase) {
        filter.stateCases.remove(stateCase)
      } else {
        filter.stateCases.insert(stateCase)
      }
    }

    private static func order(after order: InspectorFilter.Order) -> InspectorFilter.Order {
      let orders = InspectorFilter.Order.allCases
      let index = orders.firstIndex(of: order) ?? orders.startIndex
      return orders[(index + 1) % orders.count]
    }
  }
#endif
