/// Which cache entries an inspector lists, and in what order: a platform-neutral value that
/// the SwiftUI inspector and the demo's terminal panel apply alike.
///
/// Package-only: an app's own inspector filters and sorts ``LoaderInspector/rows()`` as any
/// array.
package struct InspectorFilter: Hashable, Sendable {
  /// The order of the rows.
  package enum Order: Hashable, Sendable, CaseIterable {
    /// Entries in use first, then unused ones; within each, the most recent transition first.
    case inUseFirst
    /// The most recent transition first; entries that never moved last.
    case recentActivity
    /// By key, alphabetically.
    case key
    /// The oldest value first; entries without a value last.
    case age
    /// The order the entries were created in.
    case creation
  }

  /// Text an entry's key or state must contain, ignoring case; empty matches every entry.
  package var text: String
  /// The state cases to show (``CacheEntrySnapshot/stateCase``, such as `failure`); empty
  /// shows every case.
  package var stateCases: Set<String>
  /// The order of the rows.
  package var order: Order

  /// Creates a filter; the default one lists every entry, those in use first.
  ///
  /// ```swift
  /// let loading = InspectorFilter(stateCases: ["initialLoading", "refreshing"])
  /// ```
  ///
  /// - Parameters:
  ///   - text: Text the key or state must contain, ignoring case.
  ///   - stateCases: The state cases to show; empty shows all.
  ///   - order: The order of the rows.
  package init(text: String = "", stateCases: Set<String> = [], order: Order = .inUseFirst) {
    self.text = text
    self.stateCases = stateCases
    self.order = order
  }

  /// The entries this filter shows, in its order.
  ///
  /// ```swift
  /// List(filter.apply(to: inspector.snapshot())) { EntryRow(entry: $0) }
  /// ```
  ///
  /// - Parameter entries: The entries, as ``LoaderCache/snapshot()`` lists them.
  /// - Returns: The matching entries, sorted.
  /// - Complexity: O(*n* log *n*) for *n* entries.
  package func apply(to entries: [CacheEntrySnapshot]) -> [CacheEntrySnapshot] {
    let needle = text.lowercased()
    return entries.filter { entry in
      (stateCases.isEmpty || stateCases.contains(entry.stateCase))
        && (needle.isEmpty || entry.key.lowercased().contains(needle)
          || entry.state.lowercased().contains(needle))
    }
    .sorted(by: areInIncreasingOrder)
  }

  /// The state cases present among `entries`, sorted: the choices of a state filter.
  ///
  /// ```swift
  /// Picker("State", selection: $state) {
  ///   ForEach(InspectorFilter.stateCases(in: cache.snapshot()), id: \.self) { Text($0) }
  /// }
  /// ```
  ///
  /// - Parameter entries: The entries.
  /// - Returns: Each case once, alphabetically.
  package static func stateCases(in entries: [CacheEntrySnapshot]) -> [String] {
    Set(entries.map(\.stateCase)).sorted()
  }

  private func areInIncreasingOrder(_ lhs: CacheEntrySnapshot, _ rhs: CacheEntrySnapshot) -> Bool {
    // Ties fall back to the newest entry first, so the order is total and stable.
    let newerFirst = lhs.id > rhs.id
    switch order {
    case .inUseFirst:
      if lhs.isInUse != rhs.isInUse { return lhs.isInUse }
      return Self.recentFirst(lhs, rhs) ?? newerFirst
    case .recentActivity:
      return Self.recentFirst(lhs, rhs) ?? newerFirst
    case .key:
      return lhs.key != rhs.key ? lhs.key < rhs.key : newerFirst
    case .age:
      switch (lhs.age, rhs.age) {
      case (let left?, let right?) where left != right: return left > right
      case (.some, nil): return true
      case (nil, .some): return false
      default: return newerFirst
      }
    case .creation:
      return lhs.id < rhs.id
    }
  }

  /// Whether `lhs` moved more recently than `rhs`; `nil` when neither did before the other.
  private static func recentFirst(_ lhs: CacheEntrySnapshot, _ rhs: CacheEntrySnapshot) -> Bool? {
    switch (lhs.sinceLastTransition, rhs.sinceLastTransition) {
    case (let left?, let right?) where left != right: left < right
    case (.some, nil): true
    case (nil, .some): false
    default: nil
    }
  }
}

extension InspectorFilter.Order {
  /// A short title for a button or a menu, such as `In use first`.
  ///
  /// ```swift
  /// Button(filter.order.title) { filter.order = .key }
  /// ```
  package var title: String {
    switch self {
    case .inUseFirst: "In use first"
    case .recentActivity: "Recent activity"
    case .key: "Key"
    case .age: "Oldest value first"
    case .creation: "Creation"
    }
  }
}
