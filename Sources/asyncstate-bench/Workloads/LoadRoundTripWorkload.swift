import AsyncState

/// Workload 2: a complete load through ``DataLoader`` against seed 001's view model, with
/// and without its `Task {}`.
///
/// Every side reloads a value it already shows, with a fetch that returns at once (and, in one
/// row, with a fetch that asks an actor, so that it suspends as a network call does): the
/// loader's `refresh()` (success → refreshing → success) against the view model's `load()`
/// (success → loading → success) whose task the benchmark awaits. The same counting fetch
/// serves all sides, and each round checks that every operation fetched once. A second
/// comparison starts from a new loader and a new view model per operation (idle → loading →
/// success), allocation included.
struct LoadRoundTripWorkload: Workload {
  let name = "load"

  func run(into report: Report) async {
    let fetches = CallCounter()
    let post = Post(id: 1)
    let fetch: @Sendable () async throws -> Post = {
      fetches.increment()
      return post
    }
    let loader = DataLoader<Post, any Error>(fetch: fetch)
    let taskModel = TaskViewModel(fetch: fetch)
    let asyncModel = TaskViewModel(fetch: fetch)
    await loader.load()
    await taskModel.load().value
    await asyncModel.loadWithoutTask()

    let reloads = await AlternatingRounds(scale: report.scale).run([
      checked("library", fetches) { await loader.refresh() },
      checked("task", fetches) { await taskModel.load().value },
      checked("async", fetches) { await asyncModel.loadWithoutTask() },
    ])
    let fresh = await AlternatingRounds(scale: report.scale).run([
      checked("library", fetches) {
        let loader = DataLoader<Post, any Error>(fetch: fetch)
        await loader.load()
        blackHole(loader)
      },
      checked("task", fetches) {
        let model = TaskViewModel(fetch: fetch)
        await model.load().value
        blackHole(model)
      },
    ])
    // The same reload with a fetch that suspends, as a network call does: both sides ask an
    // actor for the value.
    let server = PostServer(pages: [[post]], size: 1)
    let actorFetches = CallCounter()
    let actorFetch: @Sendable () async throws -> Post = {
      actorFetches.increment()
      return await server.page(after: nil)[0]
    }
    let actorLoader = DataLoader<Post, any Error>(fetch: actorFetch)
    let actorModel = TaskViewModel(fetch: actorFetch)
    await actorLoader.load()
    await actorModel.load().value
    let actorReloads = await AlternatingRounds(scale: report.scale).run([
      checked("library", actorFetches) { await actorLoader.refresh() },
      checked("task", actorFetches) { await actorModel.load().value },
    ])
    let created = await AlternatingRounds(scale: report.scale).run([
      Subject("library") { iterations in
        for _ in 0..<iterations { blackHole(DataLoader<Post, any Error>(fetch: fetch)) }
      },
      Subject("task") { iterations in
        for _ in 0..<iterations { blackHole(TaskViewModel(fetch: fetch)) }
      },
    ])
    guard case .success = loader.state, case .success = taskModel.state,
      case .success = asyncModel.state, case .success = actorLoader.state,
      case .success = actorModel.state
    else {
      preconditionFailure("load: a load did not end in success")
    }

    report.addTimeRatio(
      name, "refresh() vs seed-001 view model, Task {}", reloads, "library", vs: "task",
      target: .atMost(1.1))
    report.addTimeRatio(
      name, "refresh() vs the same view model, no Task {}", reloads, "library", vs: "async")
    report.addTimeRatio(
      name, "refresh() vs seed-001 view model, both from an actor", actorReloads, "library",
      vs: "task")
    report.addTimeRatio(
      name, "new loader + load() vs new view model (Task {})", fresh, "library", vs: "task",
      target: .atMost(1.2))
    report.addTimeRatio(
      name, "new loader vs new view model (no load)", created, "library", vs: "task")
    report.note(
      name,
      "a reload of a shown value with a fetch that returns at once (in the 'from an actor' "
        + "line, that asks an actor, so it suspends on both sides); the loader's refresh() "
        + "against the view model's load() awaited to the end (await task.value); both are "
        + "reused across operations; the 'new' line allocates a loader / view model per load; "
        + "targets from issue 22 (refresh ≤ 1.1×, was ≤ 1.5×; new + load ≤ 1.2×)")
  }

  /// A subject that runs `operation` per iteration and checks it fetched once each time.
  private func checked(
    _ name: String, _ fetches: CallCounter, _ operation: @escaping () async -> Void
  ) -> Subject {
    Subject(name) { iterations in
      fetches.reset()
      for _ in 0..<iterations {
        await operation()
      }
      precondition(fetches.count == iterations, "load: \(name) did not fetch once per load")
    }
  }
}
