// expect: main actor-isolated instance method 'refresh()' cannot be called from outside of the actor
// The classic slip: `refresh()` is async and main-actor isolated, and `.refreshable`'s action is
// a `@Sendable` async closure, not isolated to the main actor, so the call needs `await`. Swift
// reports the isolation first (with the fix-it to add `await`).
import AsyncState
import SwiftUI

struct MissingAwait: View {
  let loader: DataLoader<Int, Never>

  var body: some View {
    Text("x").refreshable { loader.refresh() }
  }
}
