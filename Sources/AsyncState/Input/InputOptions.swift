/// How an ``InputLoader`` follows its input: the debounce, what stays on screen while a new
/// input loads, and which inputs are empty.
///
/// ```swift
/// let search = InputLoader(input: "", options: .searchText(minimumLength: 2)) { query in
///   try await API.search(query)
/// }
///
/// let filtered = InputLoader(
///   input: Filter.all,
///   options: InputOptions(debounce: .zero)   // a picker: apply each change at once
/// ) { filter in
///   try await API.orders(filter)
/// }
/// ```
public struct InputOptions<Input>: Sendable {
  /// How long a change of the input waits for a newer one before it is applied; `.zero`
  /// applies every change at once. 300 ms by default.
  ///
  /// The wait runs on the loader's clock (``LoaderConfiguration/clock``, or the cache's), so
  /// tests move it with a manual clock.
  public var debounce: Duration

  /// Whether the previous input's value stays on screen while a new input loads (the
  /// default), or the screen is cleared to a first load.
  public var keepsPreviousValue: Bool

  /// Whether an input is empty: an empty input fetches nothing and shows `idle`, or the value
  /// the loader was given for it. Nothing is empty by default.
  public var isEmpty: @Sendable (Input) -> Bool

  /// Creates options.
  ///
  /// - Parameters:
  ///   - debounce: How long a change waits for a newer one; `.zero` for none.
  ///   - keepsPreviousValue: Whether the previous input's value stays on screen while a new
  ///     input loads.
  ///   - isEmpty: Whether an input is empty (fetches nothing).
  public init(
    debounce: Duration = .milliseconds(300),
    keepsPreviousValue: Bool = true,
    isEmpty: @escaping @Sendable (Input) -> Bool = { _ in false }
  ) {
    self.debounce = debounce
    self.keepsPreviousValue = keepsPreviousValue
    self.isEmpty = isEmpty
  }

  /// A 300 ms debounce, the previous value kept, no input empty.
  public static var `default`: InputOptions {
    InputOptions()
  }
}

extension InputOptions where Input == String {
  /// Options for a search field: a query shorter than `minimumLength` characters, leading
  /// and trailing whitespace aside, is empty — the empty query shows `idle`, not an error.
  ///
  /// ```swift
  /// InputLoader(input: "", options: .searchText(minimumLength: 2)) { query in
  ///   try await API.search(query)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - minimumLength: The fewest characters a query searches with. `1` by default.
  ///   - debounce: How long a change waits for a newer one.
  ///   - keepsPreviousValue: Whether the previous query's results stay on screen while a new
  ///     one loads.
  /// - Returns: The options.
  public static func searchText(
    minimumLength: Int = 1,
    debounce: Duration = .milliseconds(300),
    keepsPreviousValue: Bool = true
  ) -> InputOptions {
    InputOptions(debounce: debounce, keepsPreviousValue: keepsPreviousValue) { query in
      query.trimmingWhitespaceCount < minimumLength
    }
  }
}

extension String {
  /// The number of characters once leading and trailing whitespace is set aside.
  fileprivate var trimmingWhitespaceCount: Int {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return 0 }
    return self[first...last].count
  }
}
