import AsyncState
import AsyncStateTesting

/// A user types into a search field: 1,000 keystrokes through an ``InputLoader`` against a
/// hand-written `task(id:)` model (``TaskIDSearchModel``) in the same run.
///
/// **Requests.** The keystrokes come in words of ten, 50 ms apart, with a 500 ms pause after
/// each word, on a manual clock, with a 300 ms debounce on both sides: each side should fetch
/// once per word (100 fetches), never per keystroke.
///
/// **Main-actor time per keystroke.** The time the main actor spends in one keystroke — setting
/// the input and scheduling its debounce — measured on the continuous clock (the clock an app
/// runs on: the loader's debounce is an entry in the shared deadline timer, the model's a
/// task), every keystroke inside the debounce window, in alternating rounds.
struct TypingWorkload: Workload {
  let name = "typing"
  private let keystrokes = 1_000
  private let wordLength = 10

  func run(into report: Report) async {
    let library = await libraryFetches()
    let baseline = await baselineFetches()
    report.addCount(
      name, "\(keystrokes) keystrokes in words of \(wordLength): fetches", library,
      baseline: baseline, exactly: keystrokes / wordLength)

    var libraryTimes: [Double] = []
    var baselineTimes: [Double] = []
    for round in 0..<max(report.scale.rounds, 3) {
      for side in round.isMultiple(of: 2) ? [true, false] : [false, true] {
        let time = side ? await libraryKeystrokeTime() : await baselineKeystrokeTime()
        if side { libraryTimes.append(time) } else { baselineTimes.append(time) }
      }
    }
    report.addTimeRatio(
      name, "main-actor time per keystroke vs task(id:) model",
      library: libraryTimes.median, baseline: baselineTimes.median, target: .atMost(1.0))
    report.note(
      name,
      "fetches: manual clock, 300 ms debounce, keystrokes 50 ms apart, 500 ms after each word; "
        + "time: median over the rounds of the time to set \(keystrokes) inputs on the "
        + "continuous clock, per keystroke; the baseline is a task(id:)-style model that "
        + "cancels a task and starts one (sleep, then fetch) per keystroke")
  }

  /// The text after keystroke `index`: words of distinct letters, so every keystroke changes
  /// the input.
  private func text(after index: Int) -> String {
    let word = index / wordLength
    let letters = index % wordLength + 1
    return "w\(word)-" + String(repeating: "a", count: letters)
  }

  /// Types every keystroke into `setInput`, 50 ms apart on `clock`; after each word, once the
  /// debounce sleeps, waits 500 ms and lets `afterEachWord` wait for that word's fetch.
  private func typeWords(
    on clock: ManualClock,
    into setInput: (String) -> Void,
    afterEachWord: () async -> Void
  ) async {
    for index in 0..<keystrokes {
      setInput(text(after: index))
      if (index + 1).isMultiple(of: wordLength) {
        try? await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(500))
        await afterEachWord()
      } else {
        clock.advance(by: .milliseconds(50))
      }
    }
  }

  private func libraryFetches() async -> Int {
    let clock = ManualClock()
    let fetches = CallCounter()
    let loader = InputLoader(
      input: "", debounce: .milliseconds(300),
      configuration: LoaderConfiguration(clock: clock)
    ) { (query: String) in
      fetches.increment()
      return query.count
    }
    await typeWords(on: clock) {
      loader.input = $0
    } afterEachWord: {
      while loader.submittedInput != loader.input { await Task.yield() }
      await loader.load()
    }
    return fetches.count
  }

  private func baselineFetches() async -> Int {
    let clock = ManualClock()
    let fetches = CallCounter()
    let model = TaskIDSearchModel(debounce: .milliseconds(300), clock: clock) { query in
      fetches.increment()
      return query.count
    }
    await typeWords(on: clock) {
      model.query = $0
    } afterEachWord: {
      await model.task?.value
    }
    return fetches.count
  }

  private func libraryKeystrokeTime() async -> Double {
    let loader = InputLoader(
      input: "", debounce: .seconds(3_600)
    ) { (query: String) in query.count }
    let time = await Stopwatch.nanoseconds {
      for index in 0..<keystrokes { loader.input = text(after: index) }
    }
    loader.cancel()
    return time / Double(keystrokes)
  }

  private func baselineKeystrokeTime() async -> Double {
    let model = TaskIDSearchModel(debounce: .seconds(3_600), clock: ContinuousClock()) {
      (query: String) in query.count
    }
    let time = await Stopwatch.nanoseconds {
      for index in 0..<keystrokes { model.query = text(after: index) }
    }
    model.task?.cancel()
    await model.task?.value
    return time / Double(keystrokes)
  }
}
