public import AsyncState
import Observation

/// The user list of design source 000, "Manage loading state with Swift enum": one property of
/// a four-case enum, `empty / loading / content / failure`, instead of `isLoading`, `failed`
/// and `users` flags.
///
/// The screen switches over ``phase``. A refresh keeps the users on screen (they are
/// `content` while it runs); the feed of design source 004 shows the finer states.
@MainActor
@Observable
public final class UserListModel {
  /// The loader behind the state.
  public let loader: DataLoader<[User], any Error>

  /// Creates the model.
  ///
  /// - Parameter api: Where the users come from.
  public init(api: FakeAPI) {
    loader = DataLoader { try await api.users() }
  }

  /// The state as one enum: `.empty`, `.loading`, `.content(users)` or `.failure(error)`.
  public var phase: AsyncPhase<[User], any Error> {
    loader.state.phase
  }

  /// What the screen shows for a state.
  public enum Content: Equatable, Sendable {
    /// Nothing requested yet: a blank screen.
    case idle
    /// A spinner.
    case loading
    /// The users.
    case users([User])
    /// The failure's message and a "Try Again" button (``UserListModel/reload()``).
    case failed(message: String)
  }

  /// What the screen shows now: ``phase``, case by case.
  public var content: Content {
    switch phase {
    case .empty: .idle
    case .loading: .loading
    case .content(let users): .users(users)
    case .failure(let error): .failed(message: error.readableDescription)
    }
  }

  /// The screen appeared: loads once (`.task`).
  public func appear() async {
    await loader.load()
  }

  /// "Try Again", and pull to refresh: fetches again.
  public func reload() async {
    await loader.refresh()
  }
}
