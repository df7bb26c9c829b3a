#if canImport(FoundationNetworking)
public import Foundation
import FoundationNetworking

extension HostNetwork {
  /// A request as the host received it, and what became of it.
  ///
  /// ```swift
  /// let request = try #require(host.network.requests.last)
  /// #expect(request.method == "POST")
  /// #expect(request.headers["Authorization"] == "Bearer token")
  /// #expect(String(decoding: request.body ?? Data(), as: UTF8.self) == #"{"title":"Milk"}"#)
  /// #expect(request.description == "POST https://api.example.com/notes → 201")
  /// ```
  public struct Request: Sendable, Equatable, CustomStringConvertible {
    /// The HTTP method (`GET` when the app set none).
    public let method: String
    /// The URL.
    public let url: URL
    /// The header fields as sent: the request's and its session's additional headers.
    public let headers: [String: String]
    /// The body, if any.
    public let body: Data?
    /// The host's time when it was sent, in seconds.
    public let sentAt: Double
    /// What became of it so far.
    public internal(set) var outcome: Outcome

    /// What became of a request.
    public enum Outcome: Sendable, Equatable {
      /// Not answered yet (an answer may be on its way).
      case pending
      /// Answered with this HTTP status.
      case answered(Int)
      /// Failed with this error code.
      case failed(URLError.Code)
      /// Cancelled by the app (or by the host's end) before its answer.
      case cancelled
    }

    init(_ request: URLRequest, sentAt: Double) {
      method = request.httpMethod ?? "GET"
      url = request.url ?? URL(fileURLWithPath: "/")
      var fields: [String: String] = [:]
      for (name, value) in request.allHTTPHeaderFields ?? [:] { fields[name] = value }
      headers = fields
      body = request.httpBody
      self.sentAt = sentAt
      outcome = .pending
    }

    /// `GET https://api.example.com/notes → 200`; `pending`, `failed: -1009` (the `URLError`
    /// code) or `cancelled` for the others.
    public var description: String {
      let line = "\(method) \(url.absoluteString)"
      switch outcome {
      case .pending: return "\(line) (pending)"
      case .answered(let status): return "\(line) → \(status)"
      case .failed(let code): return "\(line) → failed: \(code.rawValue)"
      case .cancelled: return "\(line) (cancelled)"
      }
    }
  }
}
#endif
