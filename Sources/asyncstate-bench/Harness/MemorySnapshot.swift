/// The heap in use and the resident set at one moment, read once free heap memory has gone
/// back to the system (`malloc_trim`), so both measure what is in use.
struct MemorySnapshot {
  /// Heap bytes in use (``HeapMeter``), or `nil` where glibc is not the allocator.
  var heap: Int?
  /// The resident set in bytes (``ResidentMemory``), or `nil` where `/proc` is missing.
  var resident: Int?

  /// Trims the heap, then reads the heap in use and the resident set, in that order.
  static func now() -> Self {
    HeapMeter.trim()
    return Self(heap: HeapMeter.bytesInUse(), resident: ResidentMemory.current())
  }
}
