// Animations and transitions, for the error banner's appearance.

/// https://developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
  @usableFromInline let name: String
  @usableFromInline init(name: String) { self.name = name }

  /// https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation(name: "default")
  /// https://developer.apple.com/documentation/swiftui/animation/easeinout
  public static var easeInOut: Animation { Animation(name: "easeInOut") }
  /// https://developer.apple.com/documentation/swiftui/animation/spring
  public static var spring: Animation { Animation(name: "spring") }
}

/// https://developer.apple.com/documentation/swiftui/anytransition
/// Not `Sendable`: its `opacity` page declares `nonisolated(unsafe) static let`, which a
/// `Sendable` type would not need.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyTransition {
  @usableFromInline let name: String
  @usableFromInline init(name: String) { self.name = name }

  /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
  nonisolated(unsafe) public static let opacity = AnyTransition(name: "opacity")
  /// https://developer.apple.com/documentation/swiftui/anytransition/slide
  public static var slide: AnyTransition { AnyTransition(name: "slide") }
  /// https://developer.apple.com/documentation/swiftui/anytransition/scale (a `static var` in the
  /// type's member list)
  public static var scale: AnyTransition { AnyTransition(name: "scale") }

  /// https://developer.apple.com/documentation/swiftui/anytransition/move(edge:)
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }

  /// https://developer.apple.com/documentation/swiftui/anytransition/asymmetric(insertion:removal:)
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    insertion
  }

  /// https://developer.apple.com/documentation/swiftui/anytransition/combined(with:)
  public func combined(with other: AnyTransition) -> AnyTransition { self }

  /// https://developer.apple.com/documentation/swiftui/anytransition/animation(_:)
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

// A `@frozen` public struct of `Sendable` stored properties would be inferred `Sendable`; SwiftUI's
// is not (see above), so the inference is suppressed.
@available(*, unavailable)
extension AnyTransition: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
  public nonisolated func transition(_ t: AnyTransition) -> some View { StubView() }

  /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  public nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable {
    StubView()
  }
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}
