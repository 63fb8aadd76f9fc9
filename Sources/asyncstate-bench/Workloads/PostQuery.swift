import AsyncState

/// The query the cache workloads look up: a post by id, whose fetch builds the post at once
/// and counts the call.
///
/// Equal and hashed by id only, as an app's query struct is (the counter plays the API
/// client the query would carry).
struct PostQuery: DataQuery {
  let id: Int
  let fetches: CallCounter

  func fetch() async throws -> Post {
    fetches.increment()
    return Post(id: id)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A query whose fetch waits on a gate before answering, to make screens overlap.
struct GatedPostQuery: DataQuery {
  let id: Int
  let fetches: CallCounter
  let gate: Gate

  func fetch() async throws -> Post {
    fetches.increment()
    await gate.wait()
    return Post(id: id)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
