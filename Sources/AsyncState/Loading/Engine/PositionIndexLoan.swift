/// A paging loader's duplicate index, lent to the fetch of the next page so that the page's
/// duplicates are removed off the main actor, where the fetch already runs.
///
/// **Why.** A page's duplicate removal hashes each of its ids and stores it at a random slot
/// of a table that outgrows the caches, and while the table grows it copies a few times as
/// many ids again (``ItemPositionIndex``): 2 to 5 µs a page by itself (the benchmark's
/// `worst-page`, the index alone). On the main actor it cost a page more than that, 11 to
/// 23 µs in back-to-back pages (a scratch workload of 4,000 pages, five runs): a longer turn of
/// the main actor lets the pool's threads fall asleep before the next fetch, which must then
/// wake one. Four microseconds of spinning there added 9 to 16 µs a page, against 5 to 7 µs
/// in the fetch. With the page indexed in its fetch, duplicate removal added 0 to 14 µs to a
/// page, against 8 to 18 µs on the main actor (the two alternated in one process, 4,000 and
/// 10,000 pages, seven runs: BENCHMARKS.md, session 19). In an app, the main actor's time is
/// also the frames'.
///
/// **How.** When a next-page load starts, the loader moves its index and the list it follows
/// in here (``lend(_:following:)``). After the fetch, still off the main actor, the load's
/// task indexes the page (``indexPage(_:term:)``) and lets go of the list, so the append that
/// follows does not copy it. The loader then takes the index back (``reclaim()``) with the
/// items the fetch accepted: it appends them if the list is still the one lent, and otherwise
/// forgets them (``ItemPositionIndex/removeLast(_:)``) and removes the duplicates itself.
/// A cancelled or superseded load leaves its index here until the loader next needs it, which
/// takes it back the same way; each loan has a term, so the task of an old load never touches
/// an index lent again since. The loader takes the index back before it changes the list in
/// place, so the list the loan holds is never copied; a loader that takes it back while the
/// fetch's task indexes the page waits on the lock for that page's work.
///
/// `Sendable` through ``Locked``: the index, the list and the accepted items are read and
/// written only under its lock, by the main actor and by one load's task.
final class PositionIndexLoan<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
  private struct Loan: Sendable {
    /// The index, while lent.
    var index: ItemPositionIndex?
    /// The list the index follows, until the page is indexed.
    var list: ArraySlice<Item>?
    /// The items the fetch indexed after the list, while the loader has not taken them.
    var accepted: [Item]?
    /// Counts the loans: a load's task indexes only with the loan it was given.
    var term: UInt64 = 0
  }

  private let loan = Locked(Loan())

  init() {}

  /// Lends `index`, which follows `list`, to the next page's load, and returns the loan's
  /// term for the load's task. On the main actor.
  func lend(_ index: consuming ItemPositionIndex, following list: ArraySlice<Item>) -> UInt64 {
    loan.withLock { loan in
      loan.term &+= 1
      loan.index = index
      loan.list = list
      loan.accepted = nil
      return loan.term
    }
  }

  /// Indexes `page` after the lent list, keeping the items it accepts for the loader, unless
  /// the loan of `term` has ended. Off the main actor, once per loan.
  func indexPage(_ page: [Item], term: UInt64) {
    loan.withLock { loan in
      guard loan.term == term, let list = loan.list.take(), var index = loan.index.take()
      else { return }
      loan.accepted = index.insertNewItems(of: page, after: list)
      loan.index = index
    }
  }

  /// Ends the loan: returns the index and the items the fetch indexed after the list, if it
  /// did. The index includes those items; the caller appends them or forgets them. On the main
  /// actor.
  func reclaim() -> (index: ItemPositionIndex, accepted: [Item]?) {
    loan.withLock { loan in
      loan.term &+= 1
      loan.list = nil
      guard let index = loan.index.take() else {
        preconditionFailure("PositionIndexLoan: reclaimed without a loan")
      }
      return (index, loan.accepted.take())
    }
  }

  /// Whether the fetch indexed its page and the loader has not taken it back yet (for tests).
  var hasIndexedPage: Bool {
    loan.withLock { $0.accepted != nil }
  }
}
