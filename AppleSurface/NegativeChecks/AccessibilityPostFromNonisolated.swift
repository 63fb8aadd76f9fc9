// expect: call to main actor-isolated static method 'post(notification:argument:)' in a synchronous nonisolated context
// `UIAccessibility.post(notification:argument:)` is `@MainActor` (its page shows it): posting an
// announcement from a nonisolated function is an error, as it is in Xcode.
import UIKit

nonisolated func announce(_ message: String) {
  UIAccessibility.post(notification: .announcement, argument: message)
}
