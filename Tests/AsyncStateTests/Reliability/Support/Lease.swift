/// An object whose release is counted.
///
/// A test puts one into an answer the loader must drop (a late answer after a cancel): when
/// the loader lets go of the answer, the lease goes away and ``EventCounter/add(_:)`` tells
/// the test, so it knows the answer was processed — and dropped — without waiting for time
/// to pass. An answer the loader wrongly applied stays in its state, and so does its lease.
final class Lease: Sendable {
  private let releases: EventCounter

  init(counting releases: EventCounter) {
    self.releases = releases
  }

  deinit {
    releases.add()
  }
}
