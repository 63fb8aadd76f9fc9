// expect: expects 0 arguments, but 1 was used in closure body
// A wrong modifier signature: `refreshable(action:)` takes `@Sendable () async -> Void`, so a
// closure that expects a value is rejected, as Xcode rejects it.
import SwiftUI

struct RefreshableWrongClosure: View {
  var body: some View {
    Text("x").refreshable { (page: Int) in _ = page }
  }
}
