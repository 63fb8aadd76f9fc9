// Controls the sample app's settings screen uses. Each declaration is copied from the page cited
// above it.

// https://developer.apple.com/documentation/swiftui/stepper
@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
public nonisolated struct Stepper<Label> where Label: View {
  // https://developer.apple.com/documentation/swiftui/stepper/init(value:step:label:oneditingchanged:)
  public nonisolated init<V>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {}
}

@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension Stepper: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}
