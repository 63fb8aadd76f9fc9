import AsyncState
import Testing

/// The initialisers infer their generic parameters from plain closures: untyped `throws`
/// gives `any Error`, typed throws keeps its type.
@MainActor
@Suite struct LoaderInitializerTests {
  enum APIError: Error, Equatable, LoaderErrorConvertible {
    case unavailable
    case loader(LoaderError)
    init(_ loaderError: LoaderError) { self = .loader(loaderError) }
  }

  /// An untyped throwing fetch, as most networking code is.
  static func fetchOne() async throws -> Int { 1 }

  @Test func untypedThrowsInfersAnyError() async {
    let loader = DataLoader { try await Self.fetchOne() }
    let typed: DataLoader<Int, any Error> = loader
    await typed.load()
    #expect(typed.state.value == 1)
  }

  @Test func typedThrowsKeepsItsFailureType() async {
    let loader = DataLoader { () async throws(APIError) -> Int in throw .unavailable }
    await loader.load()
    let failure: APIError? = loader.state.failure
    #expect(failure == .unavailable)
  }

  @Test func cursorPagingInfersItemAndCursorFromThePage() async {
    struct Row: Identifiable, Sendable { let id: String }
    let loader = PagingLoader { (cursor: Int?) in
      Page(items: [Row(id: "\(cursor ?? 0)")], next: cursor == nil ? 1 : nil)
    }
    let typed: PagingLoader<Row, Never> = loader  // a closure that cannot throw: `Never`
    await typed.load()
    await typed.loadMore()
    #expect(typed.state.value?.map(\.id) == ["0", "1"])
    #expect(typed.state.isEndReached)
  }

  @Test func typedCursorPagingUsesTheConvertibleFailure() async {
    struct Row: Identifiable, Sendable { let id: Int }
    let loader = PagingLoader { (cursor: Int?) throws(APIError) -> Page<Row, Int> in
      Page(items: [Row(id: 1)], next: 1)
    }
    await loader.load()
    await loader.loadMore()
    // The source returned cursor 1 again: the loader reports it through `APIError.loader`.
    #expect(loader.state.failure == .loader(.repeatedCursor("1")))
  }
}
