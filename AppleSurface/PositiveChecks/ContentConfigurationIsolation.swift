// Pins the isolation of UIKit's content configurations, as their pages show it:
// `UIContentConfiguration` is a plain protocol (only `makeContentView()` is `@MainActor`), so
// `UIContentUnavailableConfiguration` and its members are not main-actor isolated; `UIAction`
// (a main-actor class) and `UIAccessibility.post(notification:argument:)` (`@MainActor`) are.
// NegativeChecks/MakeContentViewFromNonisolated.swift and AccessibilityPostFromNonisolated.swift
// are the other half.
import UIKit

/// Builds and updates a configuration off the main actor: compiles only while the configuration
/// type is not main-actor isolated.
nonisolated func emptyPlaceholder(
  title: String, state: any UIConfigurationState
) -> UIContentUnavailableConfiguration {
  var configuration = UIContentUnavailableConfiguration.empty()
  configuration.text = title
  configuration.secondaryText = nil
  configuration.buttonProperties.isEnabled = false
  return configuration.updated(for: state)
}

/// The main-actor half: the button's action, the content view and the announcement.
@MainActor func retryPlaceholder(
  in controller: UIViewController, title: String, retry: @escaping @MainActor () -> Void
) -> any UIView & UIContentView {
  var configuration = emptyPlaceholder(
    title: title, state: controller.contentUnavailableConfigurationState)
  configuration.buttonProperties.primaryAction = UIAction { _ in retry() }
  UIAccessibility.post(notification: .announcement, argument: title)
  return configuration.makeContentView()
}
