#if canImport(UIKit) && !os(watchOS)
  import AsyncState
  import UIKit

  extension UIContentUnavailableConfiguration {
    /// The system's content-unavailable view for unavailable content: its symbol, title,
    /// message, and its button, which performs the button's action through `perform` and shows
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
      if let button = content.button {
        var style = content.kind == .failure ? UIButton.Configuration.filled() : .tinted()
        style.title = button.title
        style.showsActivityIndicator = button.isInProgress
        configuration.button = style
        configuration.buttonProperties.primaryAction = UIAction { _ in perform(button.action) }
        configuration.buttonProperties.isEnabled = !button.isInProgress
      }
      return configuration
    }
  }
#endif
