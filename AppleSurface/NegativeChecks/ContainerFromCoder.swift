// expect: 'init(coder:)' is unavailable
// The UIKit containers are created in code: asking one for `init(coder:)` is a compile error,
// where it used to compile and stop the app at run time.
import AsyncState
import AsyncStateUIKit
import UIKit

@MainActor func make(_ coder: NSCoder) -> UIViewController? {
  LoadingContainerViewController<DataLoader<[Int], Never>>(coder: coder)
}
