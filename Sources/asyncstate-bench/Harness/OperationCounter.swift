import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Counts, while an operation runs, the heap allocations and executor jobs of the whole
/// process, deterministically (no timing involved).
///
/// - **Allocations**: calls to `malloc`, `calloc`, `realloc`, `posix_memalign`,
///   `aligned_alloc` and `memalign` made by every loaded library (the Swift runtime —
///   objects, closure contexts, tasks, side tables —, Foundation, libdispatch and this
///   program), counted by redirecting their import slots (``ImportSlots``) for the duration of
///   the count only; glibc's own functions serve them.
/// - **Executor jobs**: the Swift concurrency runtime's calls to `dispatch_async_f`, which is
///   how it enqueues a job on Linux: a task starting, a resumption, a hop to or from the main
///   actor. Jobs on the main queue are hops *to* the main actor; the others go to the
///   cooperative pool. (`swift_task_enqueueMainExecutor_hook` is not called for main-actor
///   jobs in Swift 6.3, hence the lower level.)
///
/// Counts are of the whole process, so nothing else may run meanwhile; the workloads run
/// alone and take the smallest of several batches.
@MainActor
struct OperationCounter {
  private let allocationSlots: ImportSlots
  private let jobSlots: ImportSlots

  init() {
    // Resolve everything the replacements use before any slot points at them: a lazily
    // initialised global first touched inside `malloc` would call `malloc` again.
    _ = (libcMalloc, libcCalloc, libcRealloc, libcMemalign, originalDispatchAsync, mainQueue)
    _ = (countingMalloc, countingCalloc, countingRealloc, countingMemalign, countingPosixMemalign)
    _ = countingDispatchAsync
    _ = (allocationCount.load(ordering: .relaxed), mainJobCount.load(ordering: .relaxed))
    _ = otherJobCount.load(ordering: .relaxed)
    allocationSlots = ImportSlots.find(
      in: { !$0.contains("/libc.so") && !$0.contains("/ld-linux") && !$0.contains("vdso") },
      replacement: { name in
        switch name {
        case "malloc": unsafeBitCast(countingMalloc, to: UnsafeRawPointer.self)
        case "calloc": unsafeBitCast(countingCalloc, to: UnsafeRawPointer.self)
        case "realloc": unsafeBitCast(countingRealloc, to: UnsafeRawPointer.self)
        case "aligned_alloc", "memalign": unsafeBitCast(countingMemalign, to: UnsafeRawPointer.self)
        case "posix_memalign": unsafeBitCast(countingPosixMemalign, to: UnsafeRawPointer.self)
        default: nil
        }
      })
    jobSlots = ImportSlots.find(
      in: { $0.contains("libswift_Concurrency") },
      replacement: { name in
        name == "dispatch_async_f"
          ? unsafeBitCast(countingDispatchAsync, to: UnsafeRawPointer.self) : nil
      })
  }

  /// Whether both kinds of count work here (glibc, ELF, the symbols found).
  var isAvailable: Bool {
    !allocationSlots.slots.isEmpty && !jobSlots.slots.isEmpty && mainQueue != nil
  }

  /// Runs `batch` (which performs `operations` operations) `batches` times and returns the
  /// counts per operation of the batch that allocated least (a batch that met a one-time cost
  /// of the runtime, such as a new worker thread, counts more).
  func perOperation(
    operations: Int, batches: Int = 3, _ batch: () async -> Void
  ) async -> OperationCounts {
    var best: OperationCounts?
    for _ in 0..<batches {
      let counts = await count(batch)
      let perOperation = OperationCounts(
        allocations: Double(counts.allocations) / Double(operations),
        mainJobs: Double(counts.mainJobs) / Double(operations),
        poolJobs: Double(counts.poolJobs) / Double(operations))
      if best.map({ perOperation.allocations < $0.allocations }) ?? true { best = perOperation }
    }
    return best ?? OperationCounts(allocations: 0, mainJobs: 0, poolJobs: 0)
  }

  /// The totals while `body` runs.
  private func count(_ body: () async -> Void) async -> (
    allocations: Int, mainJobs: Int, poolJobs: Int
  ) {
    allocationCount.store(0, ordering: .relaxed)
    mainJobCount.store(0, ordering: .relaxed)
    otherJobCount.store(0, ordering: .relaxed)
    let undoJobs = jobSlots.swap()
    let undoAllocations = allocationSlots.swap()
    await body()
    _ = undoAllocations.swap()
    _ = undoJobs.swap()
    return (
      allocationCount.load(ordering: .relaxed), mainJobCount.load(ordering: .relaxed),
      otherJobCount.load(ordering: .relaxed)
    )
  }
}

private let allocationCount = Atomic<Int>(0)
private let mainJobCount = Atomic<Int>(0)
private let otherJobCount = Atomic<Int>(0)

private typealias Malloc = @convention(c) (Int) -> UnsafeMutableRawPointer?
private typealias Calloc = @convention(c) (Int, Int) -> UnsafeMutableRawPointer?
private typealias Realloc =
  @convention(c) (UnsafeMutableRawPointer?, Int) ->
  UnsafeMutableRawPointer?
private typealias PosixMemalign =
  @convention(c) (
    UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int, Int
  ) -> Int32
private typealias DispatchAsync =
  @convention(c) (
    UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?
  ) -> Void

private func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
  #if canImport(Glibc)
    dlsym(nil, name).map { unsafeBitCast($0, to: type) }
  #else
    nil
  #endif
}

// glibc's allocator under its internal names, which the redirection does not touch.
private let libcMalloc = symbol("__libc_malloc", as: Malloc.self)
private let libcCalloc = symbol("__libc_calloc", as: Calloc.self)
private let libcRealloc = symbol("__libc_realloc", as: Realloc.self)
private let libcMemalign = symbol("__libc_memalign", as: Calloc.self)
private let originalDispatchAsync = symbol("dispatch_async_f", as: DispatchAsync.self)
/// The address of libdispatch's main queue (`dispatch_get_main_queue()`).
private let mainQueue: UInt? = {
  #if canImport(Glibc)
    dlsym(nil, "_dispatch_main_q").map { UInt(bitPattern: $0) }
  #else
    nil
  #endif
}()

private let countingMalloc: Malloc = { size in
  allocationCount.add(1, ordering: .relaxed)
  return libcMalloc?(size)
}
private let countingCalloc: Calloc = { count, size in
  allocationCount.add(1, ordering: .relaxed)
  return libcCalloc?(count, size)
}
private let countingRealloc: Realloc = { pointer, size in
  allocationCount.add(1, ordering: .relaxed)
  return libcRealloc?(pointer, size)
}
private let countingMemalign: Calloc = { alignment, size in
  allocationCount.add(1, ordering: .relaxed)
  return libcMemalign?(alignment, size)
}
private let countingPosixMemalign: PosixMemalign = { result, alignment, size in
  allocationCount.add(1, ordering: .relaxed)
  guard let pointer = libcMemalign?(alignment, size) else { return 12 }  // ENOMEM
  result?.pointee = pointer
  return 0
}
private let countingDispatchAsync: DispatchAsync = { queue, context, work in
  if let queue, UInt(bitPattern: queue) == mainQueue {
    mainJobCount.add(1, ordering: .relaxed)
  } else {
    otherJobCount.add(1, ordering: .relaxed)
  }
  originalDispatchAsync?(queue, context, work)
}
