// State, bindings and the environment. Each declaration is copied from the page cited above it.

// https://developer.apple.com/documentation/swiftui/state
// The page notes that Xcode 27 turns `@State` into a macro
// (https://developer.apple.com/documentation/swiftui/state(initialvalue:)); "when you build with
// Xcode 26 or earlier, the system uses the State property wrapper", which is what this is.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value> {
  @usableFromInline var storage: Value

  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { storage = value }

  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { storage = value }

  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { storage }
    nonmutating set { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    fatalError()
  }
}

// "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable."
// (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  @usableFromInline var object: Value

  // https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value {
    get { object }
    set { object = newValue }
  }

  // https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }
}

// The initializers take observable objects: their precise identifiers read
// `s:7SwiftUI8BindableVAARlzC11Observation10ObservableRzlE...`, `where Value: AnyObject,
// Value: Observation.Observable`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  // https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) { object = wrappedValue }

  // https://developer.apple.com/documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) { object = wrappedValue }
}

// The subscript's precise identifier reads `s:7SwiftUI8BindableVAARlzClE13dynamicMember...`:
// `where Value: AnyObject` only.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
  // https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    fatalError()
  }
}

// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value> {
  @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>?

  // https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
    keyPath = nil
  }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}

  // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError() }
    set { fatalError() }
  }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  // https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value

  // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/entry()
// A macro needs an implementation to be used, so `Entry` names one: `SwiftUIMacros.EntryMacro`,
// the stand-in in `AppleSurface/Macros/`, which the check script builds from the toolchain's own
// SwiftSyntax and loads with `-load-plugin-library` (see README.md).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  public nonisolated func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    StubView()
  }

  // https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
  public nonisolated func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    StubView()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Scene {
  // https://developer.apple.com/documentation/swiftui/scene/environment(_:_:)
  public nonisolated func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some Scene {
    StubScene()
  }
}

// https://developer.apple.com/documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Sendable {
  // https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  // https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  // https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set { fatalError() }
  }
}
