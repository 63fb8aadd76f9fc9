// expect: expression is 'async' but is not marked with 'await'
// The same slip inside `.task`, whose action inherits the view's main-actor isolation
// (`@isolated(any)`), so Swift reports the missing `await` itself.
import AsyncState
import SwiftUI

struct MissingAwaitInTask: View {
  let loader: DataLoader<Int, Never>

  var body: some View {
    Text("x").task { loader.load() }
  }
}
