public import AsyncState

/// The account screen of design source 003, "State Machine with ViewModel": a UIKit view
/// controller told `loading()`, `success()` and `failure(description:)` by a delegate binder.
///
/// The container around the controller shows the spinner and the failure with the "Try
/// Again" button the article promises; this model holds the loader and the lines of the
/// content.
@MainActor
public final class AccountModel {
  /// The loader the binder follows.
  public let loader: DataLoader<Account, any Error>

  /// Creates the model.
  ///
  /// - Parameter api: Where the account comes from.
  public init(api: FakeAPI) {
    loader = DataLoader { try await api.account() }
  }

  /// The lines the content shows; none before the account is loaded.
  public var lines: [String] {
    loader.state.value?.lines ?? []
  }
}
