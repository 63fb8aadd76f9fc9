// expect: call to main actor-isolated instance method 'endRefreshing()' in a synchronous nonisolated context
// UIKit classes are `@MainActor`: stopping a refresh control from a nonisolated function is an
// error, as it is in Xcode.
import UIKit

nonisolated func stop(_ control: UIRefreshControl) {
  control.endRefreshing()
}
