#if canImport(SwiftUI) && canImport(UIKit)
  import ExamplesCore
  import AsyncStateUIKit
  import SwiftUI
  import UIKit

  /// Design source 004 in UIKit: a `PagingListViewController` in a
  /// `LoadingContainerViewController`, over the feed's `PagingLoader`.
  struct UIKitFeedScreen: UIViewControllerRepresentable {
    let model: FeedModel

    func makeUIViewController(
      context: Context
    ) -> LoadingContainerViewController<PagingLoader<Post, any Error>> {
      LoadingContainerViewController(pagingList: model.loader) { cell, post in
        var content = cell.defaultContentConfiguration()
        content.text = post.title
        content.secondaryText = "Loaded by request \(post.loadNumber)"
        cell.contentConfiguration = content
      }
    }

    func updateUIViewController(
      _ controller: LoadingContainerViewController<PagingLoader<Post, any Error>>,
      context: Context
    ) {}
  }
#elseif canImport(SwiftUI)
  import ExamplesCore
  import SwiftUI

  /// The UIKit feed needs UIKit: where it is missing (macOS), a note.
  struct UIKitFeedScreen: View {
    let model: FeedModel

    var body: some View {
      Text("The UIKit feed runs on iOS and visionOS.")
    }
  }
#endif
