#if canImport(SwiftUI)
  import ExamplesCore
  import SwiftUI

  /// The feed in every state, from sample states: pick one to see what the switch style shows.
  struct StateGalleryScreen: View {
    var body: some View {
      List(FeedSample.allCases) { sample in
        NavigationLink {
          FeedList(presentation: sample.presentation) { _ in }
            .navigationTitle(sample.name)
        } label: {
          Text(verbatim: sample.name)
        }
      }
      .navigationTitle("State gallery")
    }
  }

  // The gallery in Xcode's canvas: one preview per state.
  #Preview("idle") { FeedList(presentation: FeedSample.idle.presentation) { _ in } }
  #Preview("initialLoading") {
    FeedList(presentation: FeedSample.initialLoading.presentation) { _ in }
  }
  #Preview("success") { FeedList(presentation: FeedSample.success.presentation) { _ in } }
  #Preview("refreshing") { FeedList(presentation: FeedSample.refreshing.presentation) { _ in } }
  #Preview("loadingMore") {
    FeedList(presentation: FeedSample.loadingMore.presentation) { _ in }
  }
  #Preview("loadMoreFailure") {
    FeedList(presentation: FeedSample.loadMoreFailure.presentation) { _ in }
  }
  #Preview("endReached") { FeedList(presentation: FeedSample.endReached.presentation) { _ in } }
  #Preview("failure") { FeedList(presentation: FeedSample.failure.presentation) { _ in } }
  #Preview("retrying") { FeedList(presentation: FeedSample.retrying.presentation) { _ in } }
  #Preview("refreshFailure") {
    FeedList(presentation: FeedSample.refreshFailure.presentation) { _ in }
  }
#endif
