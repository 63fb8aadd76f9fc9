extension Post {
  /// Whether the post's title contains `filter`, ignoring case: the rule of the simulated
  /// feed, of `Scripts/feed-server.py`, and of a feed filtered on the client.
  ///
  /// ```swift
  /// Post(id: 1, title: "Quiet cursor at dawn").matches("CURSOR")   // true
  /// ```
  ///
  /// - Parameter filter: The text to find; the empty filter matches every post.
  /// - Returns: Whether the title contains it.
  public func matches(_ filter: String) -> Bool {
    filter.isEmpty || title.lowercased().contains(filter.lowercased())
  }
}
