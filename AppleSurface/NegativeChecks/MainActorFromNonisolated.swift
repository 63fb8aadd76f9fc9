// expect: main actor-isolated property 'state' can not be referenced from a nonisolated context
// The loader is `@MainActor`; a `nonisolated` function cannot read its state synchronously.
import AsyncState

nonisolated func describe(_ loader: DataLoader<Int, Never>) -> String {
  String(describing: loader.state)
}
