// What the surface's own bodies return. A modifier's documented result is `some View`; an opaque
// result needs some concrete type behind it, and these are that type. They are internal, so no
// client can name them, just as no client can name what SwiftUI returns.

struct StubView: View {
  typealias Body = Never
  nonisolated var body: Never { return fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
struct StubScene: Scene {
  typealias Body = Never
  nonisolated var body: Never { return fatalError() }
}
