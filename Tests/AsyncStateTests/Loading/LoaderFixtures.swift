import AsyncState
import Foundation

/// A typed failure for loader tests; it can carry the failures loaders detect themselves.
enum LoadFailure: Error, Hashable, LoaderErrorConvertible {
  case offline
  case server(Int)
  case cancelledByServer
  case loader(LoaderError)

  init(_ loaderError: LoaderError) {
    self = .loader(loaderError)
  }
}

/// A list item with an identity, for paging tests.
struct Post: Identifiable, Sendable, Hashable {
  let id: Int
  var title: String

  init(_ id: Int, _ title: String = "") {
    self.id = id
    self.title = title.isEmpty ? "post \(id)" : title
  }
}

/// Posts with ids in `ids`.
func posts(_ ids: some Sequence<Int>) -> [Post] {
  ids.map { Post($0) }
}

/// Records every state a loader publishes, in order, through its synchronous observer.
@MainActor
final class StateRecorder<Source: StateSource> where Source.State: CustomStringConvertible {
  private(set) var states: [Source.State] = []
  private var observation: StateObservation?

  init(_ source: Source) {
    observation = source.observe { [weak self] state, _ in self?.states.append(state) }
  }

  /// The descriptions of the recorded states, e.g. `["initialLoading", "success(1)"]`.
  var descriptions: [String] { states.map(\.description) }
}
