import Foundation

extension FileCacheStore {
  /// When the files of a ``FileCacheStore`` can be read: the data protection class they are
  /// written with on iOS, tvOS, watchOS and visionOS.
  ///
  /// The stricter the class, the fewer moments the app can read its saved values: a
  /// background refresh that runs while the device is locked cannot read (or save) a value
  /// protected by ``FileCacheStore/Protection/complete``, and the screen then loads as if
  /// nothing was kept.
  ///
  /// ```swift
  /// // Private messages: readable only while the device is unlocked.
  /// let store = FileCacheStore(directory: directory, protection: .complete)
  /// ```
  ///
  /// Each class is one of Foundation's `Data.WritingOptions`; macOS and Linux ignore it.
  public enum Protection: Hashable, Sendable {
    /// Readable only while the device is unlocked (`completeFileProtection`).
    case complete
    /// Readable while the device is unlocked; a file already open stays readable after it
    /// locks, and new files can be written while it is locked
    /// (`completeFileProtectionUnlessOpen`).
    case completeUnlessOpen
    /// Readable once the user has unlocked the device after it started, even while it is
    /// locked later: what background refreshes need, and the default
    /// (`completeFileProtectionUntilFirstUserAuthentication`).
    case completeUntilFirstUserAuthentication
    /// Not encrypted by data protection (`noFileProtection`).
    case noProtection

    /// The option `Data.write(to:options:)` takes for the class.
    var writingOption: Data.WritingOptions {
      switch self {
      case .complete: .completeFileProtection
      case .completeUnlessOpen: .completeFileProtectionUnlessOpen
      case .completeUntilFirstUserAuthentication:
        .completeFileProtectionUntilFirstUserAuthentication
      case .noProtection: .noFileProtection
      }
    }
  }
}
