public import AsyncState
import Observation

/// The remote image of design source 001, "Using Enum to Handle States in SwiftUI with MVVM":
/// a view model whose state is an enum the view switches over — here ``AsyncPhase``, the
/// shape of SwiftUI's `AsyncImagePhase`.
///
/// The view owns the model (the article's `@StateObject`) and loads from `.task`, so leaving
/// the screen cancels the download: the loader cancels the fetch and goes back to `.empty`.
@MainActor
@Observable
public final class RemoteImageModel {
  /// The loader behind the phase.
  public let loader: DataLoader<RemoteImage, any Error>

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - api: Where the image comes from.
  ///   - name: Which image to load.
  public init(api: FakeAPI, name: String = "sample") {
    loader = DataLoader { try await api.image(named: name) }
  }

  /// The image's phase: `.empty`, `.loading`, `.content(image)` or `.failure(error)`.
  public var phase: AsyncPhase<RemoteImage, any Error> {
    loader.state.phase
  }

  /// What the screen shows for a phase.
  public enum Content: Equatable, Sendable {
    /// "Loading Image…" with a spinner, before and during the download.
    case loading
    /// The image.
    case image(RemoteImage)
    /// "Failed to load image" with the failure's message, and a "Try Again" button
    /// (``RemoteImageModel/retry()``).
    case failed(message: String)
  }

  /// What the screen shows now.
  public var content: Content {
    switch phase {
    case .empty, .loading: .loading
    case .content(let image): .image(image)
    case .failure(let error): .failed(message: error.readableDescription)
    }
  }

  /// Loads the image; call it from `.task`, whose cancellation cancels the download.
  public func load() async {
    await loader.load()
  }

  /// "Try Again": downloads again.
  public func retry() async {
    await loader.refresh()
  }
}
