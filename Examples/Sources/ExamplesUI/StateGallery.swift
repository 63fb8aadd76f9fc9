#if canImport(SwiftUI)
  import AsyncStateUI
  import ExamplesCore
  import SwiftUI

  /// The feed in each of its ten states, side by side: `StateGalleryView` over the switch
  /// style's `PagingList`, from sample posts and a sample failure.
  struct StateGalleryScreen: View {
    var body: some View {
      FeedGallery()
        .navigationTitle("State gallery")
    }
  }

  /// The gallery itself, shared by the screen and the preview.
  struct FeedGallery: View {
    var body: some View {
      let states = PagingState.gallery(value: Post.samples, error: APIError.sample)
      StateGalleryView(states) { state in
        PagingList(state: state) { post in
          PostRow(post: post)
        } onLoadMore: {
        }
      }
    }
  }

  #Preview("Feed, every state") {
    FeedGallery()
  }
#endif
