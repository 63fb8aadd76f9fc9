import Testing

@testable import AsyncState

/// A set type that ``SetModelCheck`` runs against `Set`.
protocol ModelCheckedSet {
  associatedtype Element: Hashable
  init()
  func contains(_ element: Element) -> Bool
  mutating func insert(_ element: Element)
  mutating func remove(_ element: Element)
  mutating func formUnion(_ other: Self)
  mutating func removeAll()
}

/// Seeded random operations on a set type and on a `Set` model side by side, every lookup
/// expected to agree: inserts, lookups, removals, a copy put back with `formUnion` after a
/// reset and a few inserts (as a refresh that fails keeps the cursors it followed), and resets.
///
/// Elements come from `element`, given values below a bound that grows with the inserts;
/// lookups also ask for values up to 8 past it.
struct SetModelCheck<Subject: ModelCheckedSet> {
  private(set) var subject = Subject()
  private(set) var model: Set<Subject.Element> = []
  /// The bound the elements are made below.
  private(set) var bound = 16
  private var generator: SplitMix64
  private let element: (inout SplitMix64, Int) -> Subject.Element

  init(seed: UInt64, element: @escaping (inout SplitMix64, Int) -> Subject.Element) {
    generator = SplitMix64(seed: seed)
    self.element = element
  }

  /// Runs `steps` random operations.
  mutating func run(steps: Int) {
    for step in 0..<steps {
      switch generator.below(100) {
      case 0..<70:
        let inserted = element(&generator, bound)
        bound += generator.below(3)
        subject.insert(inserted)
        model.insert(inserted)
      case 70..<85:
        let asked = element(&generator, bound + 8)
        #expect(subject.contains(asked) == model.contains(asked), "step \(step): \(asked)")
      case 85..<93:
        let removed = element(&generator, bound)
        subject.remove(removed)
        model.remove(removed)
      case 93..<99:
        let copy = subject
        let copyModel = model
        subject.removeAll()
        model.removeAll()
        for _ in 0..<generator.below(40) {
          let inserted = element(&generator, bound)
          subject.insert(inserted)
          model.insert(inserted)
        }
        subject.formUnion(copy)
        model.formUnion(copyModel)
      default:
        if generator.below(10) == 0 {
          subject.removeAll()
          model.removeAll()
        }
      }
    }
  }
}
