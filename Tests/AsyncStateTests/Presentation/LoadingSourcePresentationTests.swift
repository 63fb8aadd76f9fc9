import AsyncState
import AsyncStateTesting
import Testing

/// `LoadingSource.presentation(policy:)`: code generic over the protocol (the UIKit
/// container) gets an `InputLoader`'s own presentation — the earlier input's results marked as
/// being replaced — and any other loader's state presentation.
@MainActor
@Suite struct LoadingSourcePresentationTests {
  let clock = ManualClock()
  let search = ControlledFetch<String, String, LoadFailure>()

  /// What a renderer generic over the protocol computes.
  func presented<Source: LoadingSource>(
    _ source: Source
  ) -> ScreenPresentation<Source.Value, Source.Failure> {
    source.presentation(policy: .default)
  }

  @Test func anInputLoadersResultsBeingReplacedAreDimmedThroughTheProtocol() async throws {
    let loader = InputLoader(
      input: "", debounce: .milliseconds(300), isEmpty: { $0.isEmpty },
      configuration: .init(clock: clock), fetch: search.fetch)
    loader.input = "sw"
    loader.submit()
    try await search.nextCall().succeed(with: "results for sw")
    await loader.loader?.load()
    #expect(presented(loader).isReplacing == false)

    loader.input = "swift"  // waits for the debounce: the state alone has not moved
    let generic = presented(loader)
    #expect(generic.isReplacing)
    #expect(generic.content == "results for sw")
    #expect(generic.showsBlockingSpinner == false)
    #expect(loader.state.presentation(policy: .default).isReplacing == false)
    #expect(generic == loader.presentation(policy: .default))
  }

  @Test func anyOtherLoaderPresentsItsState() async throws {
    let fetch = ControlledFetch<Void, String, LoadFailure>()
    let loader = DataLoader(configuration: .init(clock: clock), fetch: fetch.fetch)
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: "value")
    await load.value
    #expect(presented(loader) == loader.state.presentation(policy: .default))
    #expect(presented(loader).content == "value")
  }
}
