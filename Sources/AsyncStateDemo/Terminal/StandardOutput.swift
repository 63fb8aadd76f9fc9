import Glibc

/// Unbuffered writes to standard output or standard error, so lines and frames appear at
/// once and in order.
enum StandardOutput {
  /// Writes the whole string, retrying short writes; stops if the output is closed.
  ///
  /// - Parameters:
  ///   - text: What to write.
  ///   - descriptor: `STDOUT_FILENO` (the default) or `STDERR_FILENO`.
  static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
