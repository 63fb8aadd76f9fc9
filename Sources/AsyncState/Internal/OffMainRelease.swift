/// Lets go of large buffers on the cooperative pool instead of the caller's thread.
///
/// Freeing a buffer of several megabytes hands its pages back to the system (glibc unmaps
/// a block above its mmap threshold), and that takes time in proportion to its size: on the
/// machine of `BENCHMARKS.md`, 0.7–0.8 ms for a 9.8 MB array and 1.5 ms for a 19.7 MB one,
/// the arrays of a 409,600- and an 819,200-item list of 24-byte items, measured by timing
/// `array = []`. A paging loader lets go of such arrays on the main actor, on a page: the
/// list's previous array once its items are released, the duplicate index's previous table
/// once its ids are copied. That page cost up to 10 times the median page in the
/// benchmark's `worst-page` workload. Small buffers are freed where they are: a task costs
/// more than their free.
///
/// On Linux a free on the pool can still stall the main actor now and then: an unmap holds
/// the process's memory-map lock for writing, and a thread growing its glibc arena
/// (`mprotect`) waits for it. About one `worst-page` run in seven showed a page of 1–2 ms at
/// the page that lets go of a 19.7 MB array. Handing the pages back first with `madvise`, a
/// megabyte at a time, was tried: no spike in 12 runs, but the page of every large free then
/// cost 80–140 µs more (likely a TLB shoot-down per chunk), and the dearest page rose from
/// 1.6–1.9 to 2.1–2.8 times the median at a million items (`BENCHMARKS.md`, session 18).
enum OffMainRelease {
  /// The least size, in bytes, of a buffer released on the pool: above glibc's smallest
  /// mmap threshold (128 KB), below which a free does not unmap.
  static let minimumBytes = 256 << 10

  /// Empties `array`, letting go of its buffer on the pool when the buffer is large.
  ///
  /// The elements are the caller's to release first (a paging loader releases them a few
  /// per page); whatever `array` still holds goes with the buffer, on the pool.
  ///
  /// - Returns: The task that lets go of the buffer (for tests), or `nil` when the buffer
  ///   was freed here.
  @discardableResult
  static func release<Element: Sendable>(_ array: inout [Element]) -> Task<Void, Never>? {
    guard array.capacity * MemoryLayout<Element>.stride >= minimumBytes else {
      array = []
      return nil
    }
    let buffer = array
    array = []
    // The task's closure holds the last reference; it goes when the task ends.
    return Task.detached(priority: .utility) { withExtendedLifetime(buffer) {} }
  }
}
