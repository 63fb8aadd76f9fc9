import AsyncState
import ExamplesCore
import Testing

/// The like button: the optimistic like, its rollback when the server refuses it, the button
/// disabled while the like runs and once liked, and a double tap sending one request.
@MainActor
@Suite struct LikesModelTests {
  @Test func aLikeShowsAtOnceAndTheServerAgrees() async throws {
    let api = instantAPI()
    let model = LikesModel(api: api)
    let loader = model.likes(of: 3)
    await loader.load()
    #expect(loader.state.value == Likes(count: 3, isLiked: false))
    #expect(model.canLike(3))

    let like = Task { await model.like(3) }
    let second = Task { await model.like(3) }  // a double tap
    _ = (await like.value, await second.value)
    #expect(api.requestCount(.like) == 1)
    #expect(loader.state.value == Likes(count: 4, isLiked: true))
    #expect(model.canLike(3) == false)
    await loader.refresh()
    #expect(loader.state.value == Likes(count: 4, isLiked: true))
  }

  @Test func aRefusedLikeIsRolledBack() async throws {
    let api = instantAPI()
    let model = LikesModel(api: api)
    let loader = model.likes(of: 2)
    await loader.load()
    let button = model.runners(2)  // the row's button holds its runner
    api.failing(true)
    let result = await model.like(2)
    #expect(result.map { if case .failure = $0 { true } else { false } } == true)
    #expect(loader.state.value == Likes(count: 2, isLiked: false))
    #expect(model.canLike(2))
    #expect(button.isShowingFailure)
  }

  @Test func nothingToLikeBeforeTheLikesLoad() {
    let model = LikesModel(api: instantAPI())
    #expect(model.canLike(1) == false)
  }
}
