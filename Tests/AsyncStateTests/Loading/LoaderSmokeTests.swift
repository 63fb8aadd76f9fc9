import AsyncState
import Testing

@MainActor
@Suite struct LoaderSmokeTests {
  struct Post: Identifiable, Sendable, Equatable { let id: Int }

  @Test func plainLoadGoesThroughTwoStates() async {
    let loader = DataLoader { () async throws(Never) -> Int in 42 }
    var seen: [String] = []
    let token = loader.observe { state, _ in seen.append(state.description) }
    await loader.load()
    #expect(seen == ["initialLoading", "success(42)"])
    await loader.load()
    #expect(seen.count == 2)
    token.cancel()
  }

  @Test func pagesAppendUntilTheEnd() async {
    let loader = PagingLoader<Post, any Error> { (cursor: Int?) in
      let page = cursor ?? 0
      return Page(items: (0..<3).map { Post(id: page * 3 + $0) }, next: page < 2 ? page + 1 : nil)
    }
    await loader.load()
    await loader.loadMore()
    await loader.loadMore()
    #expect(loader.state.description == "endReached([9 items])")
    await loader.loadMore()
    #expect(loader.state.value?.map(\.id) == Array(0..<9))
  }
}
