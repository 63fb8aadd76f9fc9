#if canImport(SwiftUI)
  import ExamplesCore
  import SwiftUI

  /// Design source 001: a view model with an enum state, loaded from `.task`, so leaving the
  /// screen cancels the download.
  struct RemoteImageScreen: View {
    // The view owns its model, as the article's `@StateObject` does.
    @State private var model: RemoteImageModel

    init(api: FakeAPI) {
      _model = State(initialValue: RemoteImageModel(api: api))
    }

    var body: some View {
      Group {
        switch model.content {
        case .loading:
          ProgressView("Loading Image...")
        case .image(let image):
          VStack(spacing: 12) {
            Image(systemName: image.symbol)
              .font(.largeTitle)
              .foregroundStyle(image.tint.color)
            Text(verbatim: "\(image.name), version \(image.version)").font(.footnote)
          }
        case .failed(let message):
          VStack(spacing: 12) {
            Text(verbatim: "Failed to load image: \(message)").foregroundStyle(Color.red)
            Button("Try Again") { Task { await model.retry() } }
          }
        }
      }
      .navigationTitle("001 · Remote image")
      .task { await model.load() }
    }
  }

  extension RemoteImage.Tint {
    /// The color to draw an image of this tint in.
    var color: Color {
      switch self {
      case .red: .red
      case .orange: .orange
      case .green: .green
      case .blue: .blue
      }
    }
  }

  #Preview("001 · Remote image") {
    NavigationStack {
      RemoteImageScreen(api: FakeAPI())
    }
  }
#endif
