/// The account the delegate-style UIKit screen shows (design source 003).
public nonisolated struct Account: Hashable, Sendable {
  /// The account holder's name.
  public let name: String
  /// The account's plan.
  public let plan: String
  /// Which request of the account endpoint loaded it.
  public let loadNumber: Int

  /// The lines the screen shows for the account.
  public var lines: [String] {
    ["Name: \(name)", "Plan: \(plan)", "Loaded by request \(loadNumber)"]
  }
}
