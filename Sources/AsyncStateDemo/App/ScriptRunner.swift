import AsyncState

/// Script mode: runs actions without a terminal, one after the other, and writes every state
/// transition, every banner, and the final screen as plain text.
///
/// Each action is awaited until it settles before the next one starts, so with the simulated
/// feed and a fixed `--seed` the output is the same on every run, whatever the latency.
///
/// ```
/// $ asyncstate-demo --script load,more --latency 0
/// script: simulated feed (seed 1), 2 actions
/// > load
/// → initialLoading
/// → success([20 items])
/// > more
/// → loadingMore([20 items])
/// → success([40 items])
/// final screen (80×24, scrolled to the end):
/// …
/// ```
@MainActor
public struct ScriptRunner {
  /// The session the actions drive.
  public let session: FeedSession
  /// The size of the final screen.
  public var renderer = ScreenRenderer(width: 80, height: 24)

  /// Creates a runner.
  ///
  /// - Parameter session: The session to drive; the runner turns off its automatic paging.
  public init(session: FeedSession) {
    self.session = session
  }

  /// Runs the actions and writes the transcript.
  ///
  /// - Parameters:
  ///   - actions: The actions, in order.
  ///   - write: Called with each line of output, without its newline.
  /// - Returns: The exit code: 0, as every action ran (failures are states the demo shows,
  ///   not errors of the run).
  public func run(_ actions: [ScriptAction], write: @escaping @MainActor (String) -> Void)
    async -> Int32
  {
    session.loadsMoreNearEnd = false
    session.visibleRows = renderer.bodyHeight(hasBanner: false)
    let plural = actions.count == 1 ? "action" : "actions"
    write("script: \(session.sourceName), \(actions.count) \(plural)")
    var changed = false
    session.onEvent = { event in
      changed = true
      switch event {
      case .transition(let state): write("→ \(state)")
      case .banner(let banner): write("  banner: \(banner.message)")
      }
    }
    defer { session.onEvent = nil }
    for action in actions {
      write("> \(action.rawValue)")
      changed = false
      let hadBanner = session.banners.current != nil
      await session.perform(action)
      switch action {
      case .toggleFailures:
        write("  failure injection \(session.failures.isOn ? "on" : "off")")
      case .dismiss:
        write(hadBanner ? "  banner dismissed" : "  (no banner)")
      default:
        if !changed { write("  (no change)") }
      }
    }
    session.selectLastRow()
    let screen = session.screen(usesGates: false)
    let size = "\(renderer.width)×\(renderer.height)"
    write("final screen (\(size), scrolled to the end):")
    write(renderer.plainText(for: screen))
    return 0
  }
}
