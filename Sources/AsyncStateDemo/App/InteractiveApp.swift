import AsyncState
import Glibc

/// The interactive demo: the feed in the terminal, driven by keys, redrawn on every
/// transition, banner, spinner change, animation frame and resize.
///
/// The terminal is restored on every way out: `q`, Ctrl-C (a byte in raw mode), `SIGINT`,
/// `SIGTERM`, `SIGHUP`, standard input closing, and crash signals (see ``RawTerminal``). A fetch
/// that fails is a state on screen, never a crash. Ctrl-C and the signals exit with 128 + the
/// signal's number (130, 143, 129), as a shell expects of a program they stopped.
@MainActor
final class InteractiveApp {
  private let session: FeedSession
  private let painter: FramePainter
  private let usesColor: Bool
  /// The cache inspector beside the feed, toggled by `i`.
  private let inspector: CacheInspector
  private var showsInspector = false
  private var size = TerminalSize.current()
  private var spinnerFrame = 0
  private var lastScreen: FeedScreen?

  /// How often the spinners move.
  static let frameInterval = Duration.milliseconds(100)

  /// Creates the app.
  ///
  /// - Parameters:
  ///   - session: The feed session to show.
  ///   - usesColor: Whether to draw with ANSI colours.
  init(session: FeedSession, usesColor: Bool) {
    self.session = session
    painter = FramePainter(usesColor: usesColor)
    self.usesColor = usesColor
    inspector = CacheInspector(session: session)
  }

  /// Runs until the user quits.
  ///
  /// - Returns: 0 after `q`, Ctrl-D or the end of input; 130 after Ctrl-C or `SIGINT`, 143
  ///   after `SIGTERM`, 129 after `SIGHUP`; 1 when there is no terminal. The terminal is
  ///   restored before it returns.
  func run() async -> Int32 {
    let terminal: RawTerminal
    do {
      terminal = try RawTerminal()
    } catch {
      StandardOutput.write("error: \(error.description)\n", to: STDERR_FILENO)
      return 1
    }
    defer { terminal.restore() }
    let events = TerminalEvents()
    defer { events.stop() }

    session.onEvent = { [weak self] _ in self?.draw() }
    let gateWatches = [session.spinnerGate, session.footerGate].map { gate in
      Task { [weak self] in
        for await _ in gate.visibilityChanges() { self?.draw() }
      }
    }
    let animation = Task { [weak self] in
      let clock = ContinuousClock()
      while (try? await clock.sleep(for: Self.frameInterval)) != nil {
        self?.tick()
      }
    }
    let inspection = inspector.start { [weak self] in
      if self?.showsInspector == true { self?.draw() }
    }
    defer {
      inspection.cancel()
      animation.cancel()
      gateWatches.forEach { $0.cancel() }
      session.onEvent = nil
      session.feed.search.cancel()
    }

    draw()
    Task { [session] in await session.perform(.load) }
    for await event in events.stream {
      switch event {
      case .terminate(let exitCode):
        return exitCode
      case .resize:
        size = TerminalSize.current()
        painter.invalidate()
      case .key(let key):
        if case .quit(let exitCode) = handle(key) { return exitCode }
      }
      draw()
    }
    return 0
  }

  private enum Outcome {
    case proceed
    case quit(exitCode: Int32)
  }

  private func handle(_ key: Key) -> Outcome {
    // The filter's keys first: while its field is open, `q` or `r` is a letter of the filter.
    guard let command = session.route(key) else { return .proceed }
    let page = max(1, session.visibleRows - 1)
    switch command {
    case .quit: return .quit(exitCode: 0)
    case .interrupt: return .quit(exitCode: SignalStream.exitCode(for: SIGINT))
    case .moveUp: session.moveSelection(by: -1)
    case .moveDown: session.moveSelection(by: 1)
    case .pageUp: session.moveSelection(by: -page)
    case .pageDown: session.moveSelection(by: page)
    case .first: session.moveSelection(by: -Int.max / 2)
    case .last: session.selectLastRow()
    case .refresh: start(.refresh)
    case .retry: start(.retry)
    case .retryIfFailed:
      if session.isRetryRowSelected || session.presentation.main.failure != nil { start(.retry) }
    case .cancel: start(.cancel)
    case .toggleFailures: session.failures.toggle()
    case .dismissBanner: session.dismissBanner()
    case .toggleInspector:
      showsInspector.toggle()
      painter.invalidate()
    case .filter: session.openFilter()
    case .like: session.likeSelectedPost()
    case .previousEntry, .nextEntry, .refetchEntry, .invalidateEntry, .evictEntry,
      .failEntryNextFetch:
      // Only while the inspector shows: its selection is drawn there. An action's line
      // reaches the panel's log, which redraws.
      if showsInspector { inspector.handle(command) }
    }
    return .proceed
  }

  /// Starts a loader action without waiting for it: its transitions redraw the screen.
  private func start(_ action: ScriptAction) {
    Task { await session.perform(action) }
  }

  private func tick() {
    spinnerFrame += 1
    // The inspector's ages and countdowns move with time.
    if lastScreen?.isAnimating == true || showsInspector { draw() }
  }

  private func draw() {
    // The selected post's entry is held, as a detail pane showing it would hold it.
    inspector.select(session.selectedPostID)
    let layout = SidePanelLayout(width: size.width)
    let feedWidth = showsInspector ? layout.feedWidth : size.width
    let renderer = ScreenRenderer(width: feedWidth, height: size.height)
    session.visibleRows = renderer.bodyHeight(
      hasBanner: session.banners.current != nil, hasFilter: session.filterBar != nil)
    let screen = session.screen(usesGates: true, spinnerFrame: spinnerFrame)
    lastScreen = screen
    // The open filter field's help line has no `i`: the field takes it as a letter.
    let lines =
      session.isEditingFilter
      ? renderer.lines(for: screen)
      : SidePanelLayout.addingInspectorKey(to: renderer.lines(for: screen), width: feedWidth)
    guard showsInspector else {
      painter.draw(lines, width: size.width)
      return
    }
    let panel = inspector.panel
    let rows = layout.rows(
      feed: lines, panel: panel.lines(width: layout.panelWidth, height: size.height),
      usesColor: usesColor)
    painter.draw(rows, width: size.width)
  }
}
