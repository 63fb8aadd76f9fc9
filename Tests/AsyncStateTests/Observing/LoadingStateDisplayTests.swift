import AsyncState
import AsyncStateTesting
import Testing

/// What a delegate-style screen shows, callback by callback.
@MainActor
@Suite struct LoadingStateDisplayTests {
  enum Callback: Sendable, CustomStringConvertible {
    case idle, loading, success, failure(String)

    func apply(to display: inout LoadingStateDisplay) {
      switch self {
      case .idle: display.idle()
      case .loading: display.loading()
      case .success: display.success()
      case .failure(let description): display.failure(description: description)
      }
    }

    var description: String {
      switch self {
      case .idle: "idle"
      case .loading: "loading"
      case .success: "success"
      case .failure(let text): "failure(\(text))"
      }
    }
  }

  struct Row: Sendable, CustomStringConvertible {
    let callbacks: [Callback]
    let content: Bool
    let spinner: Bool
    let failure: String?
    let overContent: Bool
    let retryInProgress: Bool?
    var description: String { callbacks.map(\.description).joined(separator: ", ") }
  }

  nonisolated static let rows: [Row] = [
    Row(
      callbacks: [], content: false, spinner: false, failure: nil, overContent: false,
      retryInProgress: nil),
    Row(
      callbacks: [.idle, .loading], content: false, spinner: true, failure: nil,
      overContent: false, retryInProgress: nil),
    Row(
      callbacks: [.idle, .loading, .success], content: true, spinner: false, failure: nil,
      overContent: false, retryInProgress: nil),
    // A refresh keeps the content, with no blocking spinner.
    Row(
      callbacks: [.success, .loading], content: true, spinner: false, failure: nil,
      overContent: false, retryInProgress: nil),
    // A first load fails: full screen, with "Try Again".
    Row(
      callbacks: [.loading, .failure("Offline.")], content: false, spinner: false,
      failure: "Offline.", overContent: false, retryInProgress: false),
    // Retrying keeps the error, its button in progress, and no blocking spinner.
    Row(
      callbacks: [.loading, .failure("Offline."), .loading], content: false, spinner: false,
      failure: "Offline.", overContent: false, retryInProgress: true),
    Row(
      callbacks: [.failure("Offline."), .loading, .success], content: true, spinner: false,
      failure: nil, overContent: false, retryInProgress: nil),
    // A failed refresh shows over the kept content.
    Row(
      callbacks: [.success, .loading, .failure("Offline.")], content: true, spinner: false,
      failure: "Offline.", overContent: true, retryInProgress: false),
    // Idle clears everything (a cancelled first load, a reset).
    Row(
      callbacks: [.success, .failure("Offline."), .idle], content: false, spinner: false,
      failure: nil, overContent: false, retryInProgress: nil),
  ]

  @Test(arguments: rows)
  func table(_ row: Row) {
    var display = LoadingStateDisplay()
    for callback in row.callbacks { callback.apply(to: &display) }
    #expect(display.showsContent == row.content)
    #expect(display.showsBlockingSpinner == row.spinner)
    #expect(display.failureDescription == row.failure)
    #expect(display.showsFailureOverContent == row.overContent)
    #expect(display.failure()?.button?.isInProgress == row.retryInProgress)
    if row.failure != nil {
      #expect(display.failure()?.button?.action == .retry)
      #expect(display.failure()?.button?.title == "Try Again")
    }
  }

  /// A delegate that renders through a display, as a view controller would.
  @MainActor
  final class Screen: LoadingStateDelegate {
    var display = LoadingStateDisplay()
    var calls: [String] = []
    func idle() { calls.append("idle"); display.idle() }
    func loading() { calls.append("loading"); display.loading() }
    func success() { calls.append("success"); display.success() }
    func failure(description: String) {
      calls.append("failure"); display.failure(description: description)
    }
  }

  @Test func throughABinderEachStateOnceInOrderAndTryAgainRetries() async throws {
    let fetch = ControlledFetch<Void, Int, DescribedFailure>()
    let loader = DataLoader(fetch: fetch.fetch)
    let screen = Screen()
    let binder = LoadingStateBinder(observing: loader, delegate: screen)
    let load = Task { await loader.load() }
    try await fetch.nextCall().fail(with: DescribedFailure())
    await load.value
    #expect(screen.display.failureDescription == "The feed is unavailable.")
    let button = try #require(screen.display.failure()?.button)
    let retry = Task { await loader.perform(button.action) }
    let call = try await fetch.nextCall()
    #expect(screen.display.failure()?.button?.isInProgress == true)
    call.succeed(with: 7)
    await retry.value
    #expect(screen.calls == ["idle", "loading", "failure", "loading", "success"])
    #expect(screen.display.showsContent && screen.display.failureDescription == nil)
    #expect(binder.isActive)
  }
}
