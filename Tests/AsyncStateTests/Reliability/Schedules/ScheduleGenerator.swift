import AsyncState

/// Chooses a schedule's next action from where the model stands, so that most actions apply:
/// answers while a fetch runs, time moving to a deadline while one is pending, late answers
/// while a fetch that ignored its cancellation is pending.
enum ScheduleGenerator {
  private enum Kind {
    case call, cancel, reset, cancelCaller, answer, late, advanceToDeadline, advanceBy
  }

  static func action(for model: LoaderModel, using generator: inout SplitMix64) -> ScheduleAction {
    var kinds: [(Kind, Int)] = [(.call, 9), (.cancel, 2), (.reset, 1), (.advanceBy, 2)]
    if model.hasLiveCall { kinds.append((.answer, 10)) }
    if model.pendingDeadline != nil { kinds.append((.advanceToDeadline, 4)) }
    if !model.waitingCallers.isEmpty { kinds.append((.cancelCaller, 2)) }
    if !model.staleCalls.isEmpty { kinds.append((.late, 3)) }
    var pick = generator.below(kinds.reduce(0) { $0 + $1.1 })
    var kind = Kind.call
    for (candidate, weight) in kinds {
      if pick < weight {
        kind = candidate
        break
      }
      pick -= weight
    }
    switch kind {
    case .call:
      let calls = self.calls(for: model)
      return .call(calls[generator.below(calls.count)], cancelledFirst: generator.below(10) == 0)
    case .cancel:
      return .cancel
    case .reset:
      return .reset
    case .cancelCaller:
      return .cancelCaller(generator.below(8))
    case .answer:
      return .answer(answer(using: &generator))
    case .late:
      let late: [ScheduleAction.Late] = [.value, .failure, .cancelled]
      return .late(generator.below(8), late[generator.below(late.count)])
    case .advanceToDeadline:
      return .advance(.toDeadline)
    case .advanceBy:
      return .advance(.by(seconds: [1, 3, 5, 11][generator.below(4)]))
    }
  }

  /// The calls to choose from, weighted towards those that go deeper from here: the next
  /// page after a page, a retry after a failed page, a refresh while a page loads, a load
  /// that may revalidate.
  private static func calls(for model: LoaderModel) -> [ScheduleAction.Call] {
    if model.configuration.isData { return [.load, .load, .load, .refresh, .refresh] }
    var calls: [ScheduleAction.Call] = [
      .load, .load, .refresh, .refresh, .loadMore, .retry, .loadPrevious,
    ]
    switch model.leading {
    case .available: calls += [.loadPrevious, .loadPrevious, .loadPrevious]
    case .failure: calls += [.retry, .retry]
    case .loading: calls += [.loadPrevious, .loadMore, .refresh]
    default: break
    }
    switch model.state {
    case .success(_): calls += [.loadMore, .loadMore, .loadMore, .loadMore]
    case .loadMoreFailure(_, _): calls += [.retry, .retry, .retry]
    case .loadingMore(_): calls += [.refresh, .refresh, .loadMore]
    default: break
    }
    if model.configuration.staleAfter != nil, model.operation == nil, model.state.value != nil {
      calls += [.load, .load]
    }
    return calls
  }

  private static func answer(using generator: inout SplitMix64) -> ScheduleAction.Answer {
    switch generator.below(20) {
    case 0..<11:
      let next: [ScheduleAction.Next] = [.more, .more, .more, .more, .more, .end, .end, .repeated]
      return .page(
        fresh: generator.below(4), duplicate: generator.below(5) == 0,
        repeatInPage: generator.below(6) == 0, next: next[generator.below(next.count)],
        previous: next[generator.below(next.count)])
    case 11..<17:
      let failures: [ModelFailure] = [.offline, .offline, .server, .fatal]
      return .failure(failures[generator.below(failures.count)])
    case 17, 18:
      return .cancellationError
    default:
      return .urlCancelled
    }
  }
}
