/// One step of a live-source schedule (``LiveScheduleTests``): a user action, a caller going
/// away, the stream delivering, failing or finishing, or the clock moving to a restart.
///
/// An action that does not apply where the schedule stands (an element with no stream open,
/// time moving with no restart pending) is never generated.
enum LiveScheduleAction: Hashable, Sendable, CustomStringConvertible {
  /// `load()` from a new task.
  case load
  /// `refresh()` from a new task.
  case refresh
  case cancel
  case reset
  /// The task of one of the waiting callers (the index wraps) is cancelled.
  case cancelCaller(Int)
  /// The open stream delivers a value.
  case element(Int)
  /// The open stream throws `StreamFailure(code:)`.
  case fail(Int)
  /// The open stream finishes.
  case finish
  /// The manual clock moves to the pending restart's deadline.
  case advance

  var description: String {
    switch self {
    case .load: "load"
    case .refresh: "refresh"
    case .cancel: "cancel"
    case .reset: "reset"
    case .cancelCaller(let index): "cancelCaller(\(index))"
    case .element(let value): "element(\(value))"
    case .fail(let code): "fail(\(code))"
    case .finish: "finish"
    case .advance: "advance"
    }
  }

  /// An action that applies where `model` stands.
  static func random(for model: LiveModel, using generator: inout SplitMix64) -> Self {
    var choices: [(Self, Int)] = [(.load, 3), (.refresh, 2), (.cancel, 1), (.reset, 1)]
    switch model.subscription {
    case .streaming:
      choices += [(.element(10 + generator.below(90)), 6), (.fail(1 + generator.below(9)), 3)]
      choices.append((.finish, 1))
    case .restarting:
      choices.append((.advance, 5))
    case .none:
      break
    }
    if !model.waiters.isEmpty { choices.append((.cancelCaller(generator.below(4)), 1)) }
    var pick = generator.below(choices.reduce(0) { $0 + $1.1 })
    for (action, weight) in choices {
      if pick < weight { return action }
      pick -= weight
    }
    return .load
  }
}
