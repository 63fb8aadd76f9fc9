import AsyncState
import AsyncStateTesting
import Foundation

/// The controlled fetches behind one schedule's loader, and what the checks count.
final class ScheduleFetches: Sendable {
  let data = ControlledFetch<Void, SchedulePayload, any Error>()
  let pages = ControlledFetch<Int?, Page<ScheduleItem, Int>, any Error>()
  let first = ControlledFetch<Void, [ScheduleItem], any Error>()
  let more = ControlledFetch<ScheduleItem, [ScheduleItem], any Error>()
  /// Fetches in flight (started, neither finished nor told to stop).
  let live = LiveFetchCounter()
  /// Leases released: answers the loader dropped.
  let leases = EventCounter()

  /// Calls made, on every channel.
  var callCount: Int {
    data.callCount + pages.callCount + first.callCount + more.callCount
  }

  /// Calls handed out by ``nextCall(on:)``, per channel.
  private let claimed = Locked<[LoaderModel.Channel: Int]>([:])

  /// Waits for the next call on `channel`.
  func nextCall(on channel: LoaderModel.Channel) async throws -> ScheduleCall {
    let call =
      switch channel {
      case .data: ScheduleCall(try await data.nextCall())
      case .pages: ScheduleCall(try await pages.nextCall())
      case .first: ScheduleCall(try await first.nextCall())
      case .more: ScheduleCall(try await more.nextCall())
      }
    claimed.withLock { $0[channel, default: 0] += 1 }
    return call
  }

  /// Calls that arrived on `channel` and were not handed out.
  func unclaimedCount(on channel: LoaderModel.Channel) -> Int {
    let made =
      switch channel {
      case .data: data.callCount
      case .pages: pages.callCount
      case .first: first.callCount
      case .more: more.callCount
      }
    return made - claimed.withLock { $0[channel, default: 0] }
  }
}

/// What a call is answered with.
enum ScheduleAnswerValue {
  case items([Int], cursor: Int?, previous: Int? = nil, lease: Lease?)
  case failure(any Error)
}

/// A fetch call of any channel: its argument, its cancellation, and how to answer it.
///
/// The closures hold the call; dropping a `ScheduleCall` after answering it lets the answer
/// go (a lease in it is then released by the loader alone).
struct ScheduleCall {
  let argument: Int?
  let cancellation: () async throws -> Void
  let isCancelled: () -> Bool
  let answer: (ScheduleAnswerValue) -> Void

  private static func items(_ ids: [Int], _ lease: Lease?) -> [ScheduleItem] {
    ids.map { ScheduleItem(id: $0, lease: lease) }
  }

  init(_ call: ControlledFetch<Void, SchedulePayload, any Error>.Call) {
    argument = nil
    cancellation = { try await call.cancellation() }
    isCancelled = { call.isCancelled }
    answer = { value in
      switch value {
      case .items(let ids, _, _, let lease):
        call.succeed(with: SchedulePayload(ids: ids, lease: lease))
      case .failure(let error): call.fail(with: error)
      }
    }
  }

  init(_ call: ControlledFetch<Int?, Page<ScheduleItem, Int>, any Error>.Call) {
    argument = call.argument
    cancellation = { try await call.cancellation() }
    isCancelled = { call.isCancelled }
    answer = { value in
      switch value {
      case .items(let ids, let cursor, let previous, let lease):
        call.succeed(
          with: Page(items: Self.items(ids, lease), previous: previous, next: cursor))
      case .failure(let error): call.fail(with: error)
      }
    }
  }

  init(_ call: ControlledFetch<Void, [ScheduleItem], any Error>.Call) {
    argument = nil
    cancellation = { try await call.cancellation() }
    isCancelled = { call.isCancelled }
    answer = { value in
      switch value {
      case .items(let ids, _, _, let lease): call.succeed(with: Self.items(ids, lease))
      case .failure(let error): call.fail(with: error)
      }
    }
  }

  init(_ call: ControlledFetch<ScheduleItem, [ScheduleItem], any Error>.Call) {
    argument = call.argument.id
    cancellation = { try await call.cancellation() }
    isCancelled = { call.isCancelled }
    answer = { value in
      switch value {
      case .items(let ids, _, _, let lease): call.succeed(with: Self.items(ids, lease))
      case .failure(let error): call.fail(with: error)
      }
    }
  }
}
