/// The ``TransitionRecorder``s attached to a ``LoaderCache``, held weakly: a recorder that
/// goes away stops recording.
///
/// The cache hands them each change it records (``LoaderCache/record(_:)``); while the list
/// is empty, the change is not even built for them.
@MainActor
final class RecorderList {
  private struct Entry {
    weak var recorder: TransitionRecorder?
  }

  private var entries: [Entry] = []

  nonisolated init() {}

  /// Whether no recorder is attached.
  var isEmpty: Bool { entries.isEmpty }

  func add(_ recorder: TransitionRecorder) {
    entries.append(Entry(recorder: recorder))
  }

  func remove(_ recorder: TransitionRecorder) {
    entries.removeAll { $0.recorder == nil || $0.recorder === recorder }
  }

  /// Hands `activity`, which happened at `time` on the cache's clock, to every recorder.
  func deliver(_ activity: CacheActivity, at time: Duration) {
    var sawReleased = false
    for entry in entries {
      if let recorder = entry.recorder {
        recorder.receive(activity, at: time)
      } else {
        sawReleased = true
      }
    }
    if sawReleased { entries.removeAll { $0.recorder == nil } }
  }
}
