// expect: success
// The control: the negative checks' code with each mistake fixed. It must compile, so the
// failures above come from the mistakes and not from the surface.
import AsyncState
import AsyncStateUIKit
import SwiftUI
import UIKit

struct Control: View {
  let loader: DataLoader<Int, Never>

  var body: some View {
    Text("x")
      .task(priority: .high) { await loader.load() }
      .refreshable { await loader.refresh() }
  }
}

@MainActor func describe(_ loader: DataLoader<Int, Never>) -> String {
  String(describing: loader.state)
}

@MainActor func stop(_ control: UIRefreshControl) {
  control.endRefreshing()
}

func describe(_ phase: ScenePhase) -> String {
  switch phase {
  case .active: "active"
  case .inactive: "inactive"
  case .background: "background"
  @unknown default: "unknown"
  }
}

/// A container is still subclassed as before; a subclass that must decode answers `nil`.
final class FeedController: LoadingContainerViewController<DataLoader<[Int], Never>> {
  required init?(coder: NSCoder) { nil }
}
