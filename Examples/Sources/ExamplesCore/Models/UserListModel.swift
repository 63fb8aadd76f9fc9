public import AsyncState
import Observation

/// The user list of design source 000, "Manage loading state with Swift enum": one property of
/// the generic `idle / loading / loaded(Result)` state instead of `isLoading`, `failed` and
/// `users` flags.
///
/// The screen switches over ``loadingState``. Its granularity is the article's: a refresh is
/// `loading` again, so the list gives way to the spinner while it runs (the feed of design
/// source 004 shows the finer states that keep it).
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

  /// The state as the article writes it: `.idle`, `.loading`, `.loaded(.success(users))` or
  /// `.loaded(.failure(error))`.
  public var loadingState: LoadingState<[User], any Error> {
    loader.state.loadingState
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

  /// What the screen shows now: ``loadingState``, case by case.
  public var content: Content {
    switch loadingState {
    case .idle: .idle
    case .loading: .loading
    case .loaded(.success(let users)): .users(users)
    case .loaded(.failure(let error)): .failed(message: ErrorDescription.text(for: error))
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
