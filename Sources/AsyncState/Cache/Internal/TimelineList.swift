/// The ``TransitionTimeline``s attached to a ``LoaderCache``, held weakly: a timeline that
/// goes away stops recording.
///
/// The cache hands them each change it records (``LoaderCache/record(_:)``); while the list
/// is empty, the change is not even built for them.
@MainActor
final class TimelineList {
  private struct Entry {
    weak var recording: TransitionTimeline?
  }

  private var entries: [Entry] = []

  nonisolated init() {}

  /// Whether no timeline is attached.
  var isEmpty: Bool { entries.isEmpty }

  func add(_ recording: TransitionTimeline) {
    entries.append(Entry(recording: recording))
  }

  func remove(_ recording: TransitionTimeline) {
    entries.removeAll { $0.recording == nil || $0.recording === recording }
  }

  /// Hands `activity`, which happened at `time` on the cache's clock, to every timeline.
  func deliver(_ activity: CacheActivity, at time: Duration) {
    var sawReleased = false
    for entry in entries {
      if let recording = entry.recording {
        recording.receive(activity, at: time)
      } else {
        sawReleased = true
      }
    }
    if sawReleased { entries.removeAll { $0.recording == nil } }
  }
}
