/// A class holding a state, as a view model or a loader does.
@MainActor
final class Holder<State> {
  var state: State

  init(_ state: State) {
    self.state = state
  }
}
