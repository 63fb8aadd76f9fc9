import AsyncState
import AsyncStateTesting
import ExamplesCore
import Testing

/// Design source 001: the image's phases, its retry, and the download cancelled when the view
/// goes away.
@MainActor
@Suite struct RemoteImageModelTests {
  @Test func loadingThenTheImage() async throws {
    let model = RemoteImageModel(api: instantAPI(), name: "cover")
    #expect(model.content == .loading)
    await model.load()
    let image = try #require(model.phase.value)
    #expect(image.name == "cover" && image.version == 1)
    #expect(model.content == .image(image))
  }

  @Test func aFailureShowsItsMessageAndTryAgainDownloadsAgain() async throws {
    let api = instantAPI(failureRate: 1)
    let model = RemoteImageModel(api: api)
    await model.load()
    #expect(model.content == .failed(message: "The server couldn't answer (image, request 1)."))
    api.failing(false)
    await model.retry()
    #expect(model.phase.value?.version == 2)
  }

  @Test func leavingTheScreenCancelsTheDownload() async throws {
    let clock = ManualClock()
    let api = FakeAPI(settings: APISettings(latency: .seconds(2), failureRate: 0), clock: clock)
    let model = RemoteImageModel(api: api)
    // `.task { await model.load() }`, then the view goes away and SwiftUI cancels the task.
    let task = Task { await model.load() }
    try await clock.waitForSleepers(count: 1)
    #expect(model.loader.state.isInitialLoading)
    task.cancel()
    await task.value
    #expect(model.loader.state.isIdle)
    #expect(model.content == .loading)
    // Coming back starts a new download.
    let again = Task { await model.load() }
    _ = try await clock.nextSleep()  // the cancelled download's
    clock.advance(to: try await clock.nextSleep())
    await again.value
    #expect(model.phase.value?.version == 2)
  }
}
