#if canImport(SwiftUI)
  import AsyncState
  public import SwiftUI

  /// A preview of one screen in every state, side by side: idle, first load, refresh, retry,
  /// success, failure, kept-value failure — and for a paged list, paging, page failure and
  /// end.
  ///
  /// Designers review every state of a screen in one `#Preview`, from one sample value and
  /// one sample error; the states come from `DataState.gallery(value:error:)` or
  /// `PagingState.gallery(value:error:)`, the same list a snapshot test iterates. Spinners
  /// show at once (no spinner delay), so each state looks the way it does mid-load.
  ///
  /// ```swift
  /// #Preview("Feed, every state") {
  ///   let states = PagingState.gallery(value: Post.samples, error: APIError.offline)
  ///   StateGalleryView(states) { state in
  ///     FeedList(state: state)
  ///   }
  /// }
  /// ```
  ///
  /// The screen must take its state as a value (a `DataStateView(state:…)`, a
  /// `PagingList(state:…)` in the switch style, or a screen of your own), since a gallery
  /// shows states that no load produced.
  public nonisolated struct StateGalleryView<State, Screen: View>: View {
    private let entries: [(name: String, state: State)]
    private let screen: (State) -> Screen
    private let screenWidth: CGFloat
    private let screenHeight: CGFloat

    /// Creates a gallery of the given named states.
    ///
    /// - Parameters:
    ///   - entries: The named states to show, in order; each name unique.
    ///   - screenWidth: The width of each screen.
    ///   - screenHeight: The height of each screen.
    ///   - screen: Draws the screen in a state.
    public nonisolated init(
      _ entries: [(name: String, state: State)],
      screenWidth: CGFloat = 320,
      screenHeight: CGFloat = 568,
      @ViewBuilder screen: @escaping (State) -> Screen
    ) {
      self.entries = entries
      self.screen = screen
      self.screenWidth = screenWidth
      self.screenHeight = screenHeight
    }

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      ScrollView(.horizontal) {
        HStack(alignment: .top, spacing: 24) {
          ForEach(entries, id: \.name) { entry in
            VStack(alignment: .leading, spacing: 8) {
              Text(entry.name)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
              screen(entry.state)
                .frame(width: screenWidth, height: screenHeight)
            }
          }
        }
        .padding()
      }
      .spinnerTiming(delay: .zero, minimumVisibleDuration: .zero)
    }
  }

  // MARK: - Previews

  /// An item for this module's previews.
  private nonisolated struct PreviewPost: Identifiable, Sendable {
    let id: Int
    let title: String

    static let samples = (1...3).map { PreviewPost(id: $0, title: "Post \($0)") }
  }

  /// A failure for this module's previews.
  private nonisolated enum PreviewError: Error, CustomStringConvertible {
    case offline

    var description: String { "You're offline." }
  }

  #Preview("PagingList, every state") {
    let states = PagingState.gallery(value: PreviewPost.samples, error: PreviewError.offline)
    StateGalleryView(states) { state in
      PagingList(state: state) { post in
        Text(post.title)
      } onLoadMore: {
      }
    }
  }

  #Preview("DataStateView, every state") {
    let states = DataState.gallery(value: "Ada Lovelace", error: PreviewError.offline)
    StateGalleryView(states) { state in
      DataStateView(state: state) { name in
        Text(name)
      }
    }
  }
#endif
