#if canImport(UIKit) && !os(watchOS)
  import AsyncState
  import UIKit

  extension UIContentUnavailableConfiguration {
    /// The system's content-unavailable view for unavailable content: its symbol, title,
    /// message, and its button, which calls `perform` (the content's ``UnavailableContent/perform(on:)``
    /// on the screen's loader) and shows progress (disabled) while that load runs.
    ///
    /// Main-actor isolated: the configuration type itself is not (only its `makeContentView()`
    /// is), but the button's `UIAction` is a main-actor class, created here.
    @MainActor static func make(
      for content: UnavailableContent,
      perform: @escaping @MainActor () -> Void
    ) -> UIContentUnavailableConfiguration {
      var configuration = UIContentUnavailableConfiguration.empty()
      configuration.image = UIImage(systemName: content.systemImage)
      configuration.text = content.title
      configuration.secondaryText = content.message
      var style = content.isFailure ? UIButton.Configuration.filled() : .tinted()
      style.title = content.buttonTitle
      style.showsActivityIndicator = content.isInProgress
      configuration.button = style
      configuration.buttonProperties.primaryAction = UIAction { _ in perform() }
      configuration.buttonProperties.isEnabled = !content.isInProgress
      return configuration
    }
  }
#endif
