/// How an ``InputLoader`` follows its input, as its initializer was given it: the debounce,
/// what stays on screen while a new input loads, and which inputs are empty.
struct InputOptions<Input>: Sendable {
  /// How long a change of the input waits for a newer one before it is applied; `.zero`
  /// applies every change at once.
  var debounce: Duration
  /// Whether the previous input's value stays on screen while a new input loads, or the
  /// screen is cleared to a first load.
  var keepsPreviousValue: Bool
  /// Whether an input is empty: an empty input fetches nothing and shows `idle`, or the value
  /// the loader was given for it.
  var isEmpty: @Sendable (Input) -> Bool
}
