#if canImport(SwiftUI)
  import AsyncState
  import SwiftUI

  /// What a paged list does on the user's and the footer's behalf, whoever performs the loads.
  nonisolated struct PagingListActions {
    /// Requests the next page; fired by the footer's `LoadMoreTrigger`.
    let loadMore: @MainActor () -> Void
    /// Retries a failed page (the footer's retry row) or a failed first load (the error
    /// view); `nil` when the screen offers no retry.
    let retry: RetryAction?
    /// Refreshes for pull-to-refresh and returns when the load ends; `nil` when the screen
    /// owns `refreshable`.
    let refresh: (@Sendable () async -> Void)?
    /// Requests the page before the first one; fired by the header's trigger (a loader that
    /// loads both ways). Only a `PagingLoader` has a header.
    var loadPrevious: @MainActor () -> Void = {}
  }

  extension PagingListActions {
    /// The actions of a list that a loader performs: the store, binding and closure styles.
    @MainActor init<Item, Failure>(_ loader: PagingLoader<Item, Failure>) {
      self.init(
        loadMore: { Task { await loader.loadMore() } },
        retry: RetryAction { await loader.retry() },
        refresh: { await loader.refresh() },
        loadPrevious: { Task { await loader.loadPrevious() } }
      )
    }
  }

  extension PagingListActions {
    /// The actions of a list that follows an input: the input loader pages, retries and
    /// refreshes its applied input.
    @MainActor init<Input, Item, Failure>(_ loader: InputLoader<Input, PagingLoader<Item, Failure>>)
    where Item.ID: Sendable {
      self.init(
        loadMore: { Task { await loader.loadMore() } },
        retry: RetryAction { await loader.retry() },
        refresh: { await loader.refresh() }
      )
    }
  }

  /// The one rendering of a paged list that the `PagingList` styles share: the same views for
  /// the same presentation, whoever performs the loads.
  nonisolated struct PagingListContent<Item: Identifiable, Failure: Error, Row: View>: View {
    /// What to show, under the environment's policy: a state's presentation, or an input
    /// loader's (which marks results being replaced).
    let presentation: ScreenPresentation<[Item], Failure>
    let row: (Item) -> Row
    let actions: PagingListActions
    @Environment(\.dataStates.layout) private var layout
    @State private var trigger = LoadMoreTrigger()
    @State private var headerTrigger = LoadMoreTrigger()

    @MainActor var body: some View {
      let items = presentation.content ?? []
      GatedSpinner(isLoading: presentation.showsBlockingSpinner) { showsSpinner in
        let phase = presentation.displayPhase(showsSpinner: showsSpinner)
        switch phase {
        case .content, .empty:
          container(items: items, showsEmpty: phase.value == nil, footer: presentation.footer)
            .modifier(ReplacingContent(isReplacing: presentation.isReplacing))
        case .placeholder, .loading, .failure:
          MainArea(phase: phase, retry: actions.retry) { _ in EmptyView() }
        }
      }
      .onChange(of: TriggerInput(presentation.footer, itemCount: items.count)) {
        if trigger.footerChanged(to: presentation.footer, itemCount: items.count) {
          actions.loadMore()
        }
      }
      .onChange(of: TriggerInput(presentation.header, itemCount: items.count)) {
        if headerTrigger.footerChanged(to: presentation.header, itemCount: items.count) {
          actions.loadPrevious()
        }
      }
      .modifier(OptionalRefreshable(action: actions.refresh))
    }

    @MainActor @ViewBuilder
    private func container(
      items: [Item], showsEmpty: Bool, footer: ScreenPresentation<[Item], Failure>.Footer
    ) -> some View {
      switch layout {
      case .list:
        List {
          rows(items: items, showsEmpty: showsEmpty, footer: footer)
        }
      case .lazyVStack(let spacing):
        ScrollView {
          LazyVStack(spacing: spacing) {
            rows(items: items, showsEmpty: showsEmpty, footer: footer)
          }
        }
      }
    }

    @MainActor @ViewBuilder
    private func rows(
      items: [Item], showsEmpty: Bool, footer: ScreenPresentation<[Item], Failure>.Footer
    ) -> some View {
      if showsEmpty {
        StyledPart.empty
      }
      if let headerRow = presentation.header.row {
        headerView(headerRow, itemCount: items.count)
          .id(HeaderID(row: headerRow.id))
      }
      ForEach(items) { item in
        row(item)
      }
      if let footerRow = footer.row {
        footerView(footerRow, footer: footer, itemCount: items.count)
          .id(footerRow.id)
      }
    }

    /// The footer row; the spinner row reports its appearances to the trigger.
    @MainActor
    private func footerView(
      _ footerRow: FooterRow<Failure>,
      footer: ScreenPresentation<[Item], Failure>.Footer,
      itemCount: Int
    ) -> some View {
      StyledPart.footer(footerRow, retry: actions.retry)
        .onAppear {
          guard footerRow.id == .progress else { return }
          if trigger.rowAppeared(footer: footer, itemCount: itemCount) {
            actions.loadMore()
          }
        }
        .onDisappear {
          guard footerRow.id == .progress else { return }
          trigger.rowDisappeared()
        }
    }
  }

  extension PagingListContent {
    /// The header row of a list that loads both ways: the footer's rows, above the items; the
    /// spinner row reports its appearances to the header's own trigger.
    @MainActor
    fileprivate func headerView(_ headerRow: FooterRow<Failure>, itemCount: Int) -> some View {
      StyledPart.footer(headerRow, retry: actions.retry)
        .onAppear {
          guard headerRow.id == .progress else { return }
          if headerTrigger.rowAppeared(footer: presentation.header, itemCount: itemCount) {
            actions.loadPrevious()
          }
        }
        .onDisappear {
          guard headerRow.id == .progress else { return }
          headerTrigger.rowDisappeared()
        }
    }
  }

  /// The identity of the header row, apart from the footer's.
  private struct HeaderID<Failure: Error>: Hashable {
    let row: FooterRow<Failure>.ID
  }

  /// What the trigger watches, as an `Equatable` value for `onChange(of:)`.
  private struct TriggerInput: Equatable {
    let isTrigger: Bool
    let itemCount: Int

    init<Value, Failure>(_ footer: ScreenPresentation<Value, Failure>.Footer, itemCount: Int) {
      isTrigger = footer.isLoadMoreTrigger
      self.itemCount = itemCount
    }
  }
#endif
