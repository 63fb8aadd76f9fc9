public import Foundation

/// A failure the fake API injects, with the text a user reads.
public nonisolated enum APIError: LocalizedError, Hashable, Sendable {
  /// The request failed on purpose: the settings' failure rate drew it.
  case injected(endpoint: FakeAPI.Endpoint, request: Int)

  /// What the user reads.
  public var errorDescription: String? {
    switch self {
    case .injected(let endpoint, let request):
      "The server couldn't answer (\(endpoint.rawValue), request \(request))."
    }
  }
}
