// expect: call to main actor-isolated instance method 'makeContentView()' in a synchronous nonisolated context
// `UIContentConfiguration` is a plain protocol whose `makeContentView()` alone is `@MainActor`:
// building a configuration works anywhere (PositiveChecks/ContentConfigurationIsolation.swift),
// turning it into a view from a nonisolated function is an error, as it is in Xcode.
import UIKit

nonisolated func contentView(
  for configuration: UIContentUnavailableConfiguration
) -> any UIView & UIContentView {
  configuration.makeContentView()
}
