#if canImport(UIKit) && !os(watchOS)
  import AsyncState
  import UIKit

  extension UIContentUnavailableConfiguration {
    /// The system's content-unavailable view for unavailable content: its symbol, title,
    /// message, and its button, which performs the content's action through `perform` and shows
    /// progress (disabled) while that load runs.
    ///
    /// Main-actor isolated: the configuration type itself is not (only its `makeContentView()`
    /// is), but the button's `UIAction` is a main-actor class, created here.
    @MainActor static func make(
      for content: UnavailableContent,
      perform: @escaping @MainActor (LoaderAction) -> Void
    ) -> UIContentUnavailableConfiguration {
      var configuration = UIContentUnavailableConfiguration.empty()
      configuration.image = UIImage(systemName: content.systemImage)
      configuration.text = content.title
      configuration.secondaryText = content.message
      var style = content.isFailure ? UIButton.Configuration.filled() : .tinted()
      style.title = content.buttonTitle
      style.showsActivityIndicator = content.isInProgress
      configuration.button = style
      let action = content.action
      configuration.buttonProperties.primaryAction = UIAction { _ in perform(action) }
      configuration.buttonProperties.isEnabled = !content.isInProgress
      return configuration
    }
  }
#endif
