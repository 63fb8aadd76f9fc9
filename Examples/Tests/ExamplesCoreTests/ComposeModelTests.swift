import AsyncState
import ExamplesCore
import Testing

/// The compose screen: the send button's rule, a sent post, and a failure
/// reported once with the text kept for "Try Again".
@MainActor
@Suite struct ComposeModelTests {
  @Test func sendingPublishesTheText() async throws {
    let api = instantAPI()
    let model = ComposeModel(api: api)
    #expect(model.canSend("") == false)
    #expect(model.canSend("   ") == false)
    #expect(model.canSend("Hello"))
    let post = try #require(await model.send("Hello"))
    #expect(post.title == "Hello")
    #expect(post.id == FakeAPI.postCount + 1)
    #expect(model.status == "Published “Hello” as post #\(post.id).")
    #expect(api.requestCount(.publish) == 1)
  }

  @Test func aFailureIsReportedOnceAndTryAgainSendsTheSameText() async throws {
    let api = instantAPI()
    let model = ComposeModel(api: api)
    api.failing(true)
    #expect(await model.send("Hello") == nil)
    #expect(model.sender.isShowingFailure)
    model.sender.isShowingFailure = false  // the alert is dismissed
    #expect(model.sender.isShowingFailure == false)
    api.failing(false)
    let retried = await model.sender.retry()
    #expect(retried.map { if case .success(let post) = $0 { post.title } else { "" } } == "Hello")
  }

  @Test func anEmptyTextSendsNothing() async {
    let api = instantAPI()
    let model = ComposeModel(api: api)
    #expect(await model.send("") == nil)
    #expect(api.requestCount(.publish) == 0)
  }
}
