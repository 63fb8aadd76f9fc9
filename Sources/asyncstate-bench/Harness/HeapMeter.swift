#if canImport(Glibc)
  import Glibc
#endif

/// Bytes of heap in use, read from glibc's allocator.
///
/// `mallinfo2()` would be the natural call, but Swift's `Glibc` module does not import
/// `<malloc.h>`, and reaching it would take a C target in the manifest. `malloc_info()`
/// reports the same arena statistics as XML and has a C signature Swift can call through
/// `dlsym`: in use = arena bytes from the system − free bytes (fast bins and the rest,
/// the top chunk included) + bytes in `mmap`ed chunks. Chunk headers count as in use, as
/// they should: they are memory the program costs.
///
/// Unavailable (every call returns `nil`) where glibc is not the allocator.
enum HeapMeter {
  #if canImport(Glibc)
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    private typealias MallocTrim = @convention(c) (Int) -> Int32
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
      dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }
  #endif

  /// The heap bytes in use now, or `nil` if they cannot be read here.
  static func bytesInUse() -> Int? {
    #if canImport(Glibc)
      guard let mallocInfo = symbol("malloc_info", as: MallocInfo.self) else { return nil }
      var buffer: UnsafeMutablePointer<CChar>?
      var length = 0
      guard let stream = open_memstream(&buffer, &length) else { return nil }
      let status = mallocInfo(0, stream)
      fclose(stream)
      defer { free(buffer) }
      guard status == 0, let buffer else { return nil }
      return bytesInUse(fromMallocInfo: String(cString: buffer))
    #else
      return nil
    #endif
  }

  /// Parses the totals at the end of `malloc_info()`'s XML (after the per-arena sections).
  static func bytesInUse(fromMallocInfo xml: String) -> Int? {
    let totals = xml.ranges(of: "</heap>").last.map { xml[$0.upperBound...] } ?? xml[...]
    guard
      let fast = size(in: totals, element: "<total type=\"fast\""),
      let rest = size(in: totals, element: "<total type=\"rest\""),
      let mmap = size(in: totals, element: "<total type=\"mmap\""),
      let system = size(in: totals, element: "<system type=\"current\"")
    else { return nil }
    return system - fast - rest + mmap
  }

  private static func size(in xml: Substring, element: String) -> Int? {
    guard let start = xml.firstRange(of: element) else { return nil }
    let tail = xml[start.upperBound...]
    guard let attribute = tail.firstRange(of: "size=\"") else { return nil }
    let digits = tail[attribute.upperBound...].prefix { $0.isNumber }
    return Int(digits)
  }

  /// Gives free heap memory back to the system (`malloc_trim(0)`), so resident memory
  /// measures what is in use.
  static func trim() {
    #if canImport(Glibc)
      if let trim = symbol("malloc_trim", as: MallocTrim.self) {
        _ = trim(0)
      }
    #endif
  }

  /// Makes every allocation of at least `bytes` its own `mmap` (`M_MMAP_THRESHOLD`), and
  /// turns off glibc's moving threshold, so large buffers go back to the system when freed
  /// and both sides of a comparison are served alike.
  ///
  /// - Returns: Whether the setting was applied.
  @discardableResult
  static func useFixedMmapThreshold(bytes: Int32) -> Bool {
    #if canImport(Glibc)
      // M_MMAP_THRESHOLD from <malloc.h>, which Swift's Glibc module does not import.
      let mmapThreshold: Int32 = -3
      if let mallopt = symbol("mallopt", as: Mallopt.self) {
        return mallopt(mmapThreshold, bytes) == 1
      }
    #endif
    return false
  }
}
