// Navigation links. `NavigationStack` is in Views.swift. Each declaration is copied from the page
// cited above it.

// https://developer.apple.com/documentation/swiftui/navigationlink
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public nonisolated struct NavigationLink<Label, Destination>
where Label: View, Destination: View {
  // https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-27n7s
  public nonisolated init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}
