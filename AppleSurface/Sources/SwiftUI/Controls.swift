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

// https://developer.apple.com/documentation/swiftui/picker
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public nonisolated struct Picker<Label, SelectionValue, Content>
where Label: View, SelectionValue: Hashable, Content: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// The precise identifiers read `...PickerVA2A4TextVRszrlE...`: `where Label == Text`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
  // https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-6lwfn
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {}

  // https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
  public nonisolated init<S>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) where S: StringProtocol {}
}
