import AsyncState

/// Script mode: runs actions without a terminal, one after the other, and writes every state
/// transition, every banner, and the final screen as plain text.
///
/// Each action is awaited until it settles before the next one starts, so with the simulated
/// feed and a fixed `--seed` the output is the same on every run, whatever the latency. The
/// one exception is an action followed by `cancel`: it is started, not awaited, and the
/// `cancel` comes as soon as it has made its first transition. Meanwhile the runner's
/// ``FeedHold`` holds the simulated feed's answers back, so the cancel always finds the load
/// running: the transcript shows the load and the state that cancelling it restored, the
/// same on every run. (Over HTTP nothing is held: a fast server may answer first.)
///
/// ```
/// $ asyncstate-demo --script load,more,cancel --latency 0
/// script: simulated feed (seed 1), 3 actions
/// > load
/// → initialLoading
/// → success([20 items])
/// > more (not awaited: cancel follows)
/// → loadingMore([20 items])
/// > cancel
/// → success([20 items])
/// final screen (80×24, scrolled to the end):
/// …
/// ```
///
/// With `--start-at`, `previous` loads the page above, and each state the transcript writes
/// says where the page above stands (`· page above: available`).
///
/// The cache inspector's actions drive the same ``CacheInspector`` as the `i` panel and its
/// keys: `inspect` (`i`) writes the panel as it stands, `next-entry` (`]`) and
/// `previous-entry` (`[`) move its selection, and `refetch-entry`, `invalidate-entry`,
/// `evict-entry` and `fail-entry` act on the selected entry, each writing the line the panel
/// logs. The panel's ages and times are real time: seconds, `0s` for a fast run.
@MainActor
public struct ScriptRunner {
  /// The session the actions drive.
  public let session: FeedSession
  /// Holds the feed's answers while an action that `cancel` follows starts; the same hold
  /// the feed was made with, or `nil`.
  public let hold: FeedHold?
  /// The size of the final screen.
  public var renderer = ScreenRenderer(width: 80, height: 24)
  /// The size of the inspector panel `inspect` writes: the panel beside a wide feed.
  public var panelWidth = 52
  /// The panel's height in rows.
  public var panelHeight = 34

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - session: The session to drive; the runner turns off its automatic paging.
  ///   - hold: The hold the session's feed waits on, if any (see ``Demo/makeSource(_:failures:hold:)``).
  public init(session: FeedSession, hold: FeedHold? = nil) {
    self.session = session
    self.hold = hold
  }

  /// What the transcript adds to a state of a feed opened in the middle (`--start-at`): where
  /// the page above stands, which the state does not say; nothing at the top of the feed.
  private static func pageAbove(_ session: FeedSession) -> String {
    switch session.feed.search.loader?.previousPages {
    case .available: " · page above: available"
    case .loading: " · page above: loading"
    case .failure(let failure): " · page above: failed, \(failure)"
    case .idle, .startReached, nil: ""
    }
  }

  /// Runs the actions and writes the transcript.
  ///
  /// - Parameters:
  ///   - actions: The actions, in order.
  ///   - write: Called with each line of output, without its newline.
  /// - Returns: The exit code: 0, as every action ran (failures are states the demo shows,
  ///   not errors of the run). When the calling task is cancelled, the actions left are
  ///   skipped and the final screen is written.
  public func run(_ actions: [ScriptAction], write: @escaping @MainActor (String) -> Void)
    async -> Int32
  {
    session.loadsMoreNearEnd = false
    session.visibleRows = renderer.bodyHeight(hasBanner: false)
    let plural = actions.count == 1 ? "action" : "actions"
    write("script: \(session.sourceName), \(actions.count) \(plural)")
    var changed = false
    var startSignal: StartSignal?
    session.onEvent = { event in
      // Script mode sets no filter: applying the empty one changes nothing on screen.
      if case .filterChanged = event { return }
      changed = true
      startSignal?.fire()
      switch event {
      case .transition(let state): write("→ \(state)" + Self.pageAbove(session))
      case .banner(let banner): write("  banner: \(banner.message)")
      case .notice(let text): write("  notice: \(text)")
      case .filterChanged: break
      }
    }
    defer { session.onEvent = nil }
    // The inspector records from the start, as the app's does from launch.
    let inspector =
      actions.contains(where: \.isInspectorAction) ? CacheInspector(session: session) : nil
    let watch = inspector?.start {}
    defer { watch?.cancel() }
    var started: Task<Void, Never>?
    // A stop signal cancels the task running the script: the actions left are skipped.
    for (index, action) in actions.enumerated() where !Task.isCancelled {
      let isCancelledNext =
        action != .cancel && actions.indices.contains(index + 1) && actions[index + 1] == .cancel
      write("> \(action.rawValue)" + (isCancelledNext ? " (not awaited: cancel follows)" : ""))
      changed = false
      let hadBanner = session.banners.current != nil
      if isCancelledNext {
        hold?.hold()
        let signal = StartSignal()
        startSignal = signal
        started = Task { [session] in
          await session.perform(action)
          signal.fire()
        }
        await signal.wait()
        startSignal = nil
      } else {
        await session.perform(action)
        hold?.release()
        // The cancelled action's caller returns once the loader has restored the state.
        await started?.value
        started = nil
      }
      if action.isInspectorAction, let inspector {
        await perform(action, on: inspector, write: write)
        continue
      }
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

  /// Performs an inspector action and writes what it did: the panel, or the line it logs.
  private func perform(
    _ action: ScriptAction, on inspector: CacheInspector,
    write: @escaping @MainActor (String) -> Void
  ) async {
    // The selected post's entry is held, as the app holds it on every frame.
    inspector.select(session.selectedPostID)
    switch action {
    case .inspect:
      await inspector.catchUp()
      var lines = inspector.panel.lines(width: panelWidth, height: panelHeight).map { line in
        String(line.text.reversed().drop { $0 == " " }.reversed())
      }
      while lines.last?.isEmpty == true { lines.removeLast() }
      write("  inspector (\(panelWidth)×\(panelHeight)):")
      lines.forEach(write)
    case .nextEntry, .previousEntry:
      inspector.moveRowSelection(by: action == .nextEntry ? 1 : -1)
      write("  selected: \(inspector.selectedRow?.key ?? "nothing")")
    case .refetchEntry, .invalidateEntry, .evictEntry, .failEntry:
      guard let inspectorAction = action.inspectorAction else { return }
      write("  " + (await inspector.perform(inspectorAction)))
    case .load, .more, .previous, .refresh, .retry, .toggleFailures, .cancel, .reset, .dismiss,
      .publish:
      break  // The feed's: ``FeedSession/perform(_:)``.
    }
  }
}
