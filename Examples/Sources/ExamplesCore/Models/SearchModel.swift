public import AsyncState
import Foundation

/// The search screen: posts whose title contains what the user types, loaded page by page,
/// following the search field with an `InputLoader`.
///
/// The screen binds its search field to ``search``'s `input` and shows ``presentation``:
/// while a newer query waits for the debounce or loads, the results of the previous one stay
/// on screen, dimmed under a small progress indicator. A query shorter than
/// ``minimumLength`` fetches nothing. ``status`` is the line above the results.
@MainActor
public final class SearchModel {
  /// How many posts a page of results holds.
  public static let pageSize = 10
  /// The fewest characters a query searches with.
  public static let minimumLength = 2

  /// The loader that follows the search field: bind the field to its `input`.
  public let search: InputLoader<String, PagingLoader<Post, any Error>>

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - api: Where the posts come from.
  ///   - debounce: How long a change of the query waits for a newer one.
  ///   - clock: The clock of the debounce; a manual clock in tests.
  public init(
    api: FakeAPI, debounce: Duration = .milliseconds(300),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    let pageSize = Self.pageSize
    let minimumLength = Self.minimumLength
    search = InputLoader(
      input: "",
      debounce: debounce,
      isEmpty: { query in
        // Blank and too-short queries, leading and trailing whitespace aside, fetch nothing.
        query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).count
          < minimumLength
      },
      configuration: LoaderConfiguration(clock: clock)
    ) { (query: String, last: Int?) in
      let posts = try await api.searchPosts(matching: query, after: last, count: pageSize)
      return Page(items: posts, next: posts.count == pageSize ? posts.last?.id : nil)
    }
  }

  /// What the screen shows now.
  public var presentation: ScreenPresentation<[Post], any Error> {
    search.presentation()
  }

  /// What replaces the results: a failure with "Try Again", or no match.
  public var unavailable: UnavailableContent? {
    presentation.unavailableContent(isEmpty: \.isEmpty)
  }

  /// The line above the results: what they are for, and what is on its way.
  public var status: String {
    let query = search.input.trimmingCharacters(in: .whitespaces)
    if query.count < Self.minimumLength, !search.isReplacing {
      return "Type at least \(Self.minimumLength) characters."
    }
    if search.isReplacing, let shown = search.loadedInput {
      return "Searching “\(query)”… (showing “\(shown)”)"
    }
    if let failed = search.failedInput {
      return "“\(failed)” failed to load."
    }
    if let shown = search.loadedInput, let results = presentation.content {
      return "\(results.count)\(search.state.isEndReached ? "" : "+") results for “\(shown)”"
    }
    return "Searching “\(query)”…"
  }
}
