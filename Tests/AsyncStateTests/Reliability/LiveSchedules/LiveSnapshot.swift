@testable import AsyncState

/// A live loader's state, comparable: values are `Int`s and failures `StreamFailure` codes
/// (`-1` for any other error, which no schedule throws).
enum LiveSnapshot: Equatable, Sendable, CustomStringConvertible {
  case idle
  case initialLoading
  case success(Int)
  case failure(Int)
  case retrying(Int)
  case refreshing(Int)
  case refreshFailure(Int, Int)

  init(_ state: DataState<Int, any Error>) {
    func code(_ error: any Error) -> Int { (error as? StreamFailure)?.code ?? -1 }
    switch state {
    case .idle: self = .idle
    case .initialLoading: self = .initialLoading
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(code(error))
    case .retrying(let error): self = .retrying(code(error))
    case .refreshing(let value): self = .refreshing(value)
    case .refreshFailure(let value, let error): self = .refreshFailure(value, code(error))
    }
  }

  var value: Int? {
    switch self {
    case .success(let value), .refreshing(let value), .refreshFailure(let value, _): value
    case .idle, .initialLoading, .failure, .retrying: nil
    }
  }

  var isLoading: Bool {
    switch self {
    case .initialLoading, .retrying, .refreshing: true
    case .idle, .success, .failure, .refreshFailure: false
    }
  }

  /// The state a load starts in (the table of `DataState.startLoading()`).
  var loading: Self {
    switch self {
    case .idle: .initialLoading
    case .success(let value), .refreshFailure(let value, _): .refreshing(value)
    case .failure(let code): .retrying(code)
    case .initialLoading, .retrying, .refreshing: self
    }
  }

  /// The state a running load's failure leaves (the table of `DataState.fail(with:)`).
  func failing(_ code: Int) -> Self {
    switch self {
    case .initialLoading, .retrying: .failure(code)
    case .refreshing(let value): .refreshFailure(value, code)
    case .idle, .success, .failure, .refreshFailure: self
    }
  }

  var description: String {
    switch self {
    case .idle: "idle"
    case .initialLoading: "initialLoading"
    case .success(let value): "success(\(value))"
    case .failure(let code): "failure(\(code))"
    case .retrying(let code): "retrying(\(code))"
    case .refreshing(let value): "refreshing(\(value))"
    case .refreshFailure(let value, let code): "refreshFailure(\(value), \(code))"
    }
  }
}
