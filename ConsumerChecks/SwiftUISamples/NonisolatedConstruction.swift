// Sample: the views are built from nonisolated code (Documentation.docc/SwiftUI.md).
import AsyncStateUI
import SwiftUI

nonisolated struct Profile: Sendable {
  let name: String
}

// begin sample
nonisolated func profileSection(_ profile: DataLoader<Profile, any Error>) -> some View {
  DataStateView(loader: profile) { profile in
    Text(profile.name)
  }
  .dataStateStyle(.automatic)
}
// end sample

// Not in the article: the rest of the public values, from nonisolated code too.
nonisolated struct Post: Identifiable, Sendable {
  let id: Int
}

nonisolated func feed(_ posts: PagingState<[Post], any Error>) -> some View {
  PagingList(state: posts) { post in
    Text("\(post.id)")
  } onLoadMore: {
  }
  .pagingListLayout(.lazyVStack(spacing: 12))
  .presentationLabels(PresentationLabels(retry: "Retry"))
  .presentationPolicy([.fullScreenRefreshFailure])
  .spinnerTiming(delay: .zero, minimumVisibleDuration: .zero)
}

nonisolated func configurations(_ error: any Error) -> [Any] {
  [
    DataStateLoadingConfiguration(),
    DataStateFailureConfiguration(error: error, retry: {}),
    DataStateEmptyConfiguration(),
    DataStateFooterConfiguration(error: error),
    DataStateBannerConfiguration(
      banner: Banner(id: 1, failure: error), dismiss: {}),
  ]
}
