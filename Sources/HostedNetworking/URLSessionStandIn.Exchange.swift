#if canImport(FoundationNetworking)
public import Foundation
public import FoundationNetworking
import Signals

extension URLSessionStandIn {
  /// One request in flight: what was asked, and the way to answer it once.
  ///
  /// The first answer wins: `complete(data:response:)`, `fail(_:)`, or the client's cancel
  /// (a cancelled `Task`, `URLSessionDataTask.cancel()`, a cancelled subscription), which fails it
  /// with `URLError(.cancelled)` and runs the action given to `whenCancelled(_:)`. Later answers
  /// are ignored and return `false`. Thread-safe; the client hears the answer on the answering
  /// thread.
  ///
  /// ```swift
  /// func respond(to exchange: URLSessionStandIn.Exchange) {
  ///   let response = HTTPURLResponse(
  ///     url: exchange.request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: [:])!
  ///   exchange.complete(data: Data("[]".utf8), response: response)
  /// }
  /// ```
  public final class Exchange: Sendable {
    /// What the client hears: the body and the response, or the error.
    typealias Delivery = @Sendable (Result<(Data, URLResponse), URLError>) -> Void

    /// The request as it is sent: the session's additional headers added (the request's own win),
    /// the method spelled out (`GET` when none was set).
    public let request: URLRequest

    private enum State {
      case open(deliver: Delivery, onCancel: [@Sendable () -> Void])
      case cancelled
      case finished
    }

    private let state: Locked<State>

    init(request: URLRequest, deliver: @escaping Delivery) {
      self.request = request
      state = Locked(.open(deliver: deliver, onCancel: []))
    }

    /// Whether the exchange has its answer (or was cancelled).
    public var isFinished: Bool {
      state.withLock { state in
        if case .open = state { return false }
        return true
      }
    }

    /// Whether the client cancelled the exchange.
    public var isCancelled: Bool {
      state.withLock { state in
        if case .cancelled = state { return true }
        return false
      }
    }

    /// Answers with a body and a response.
    ///
    /// - Returns: Whether this was the answer (`false` when the exchange was already answered or
    ///   cancelled).
    @discardableResult
    public func complete(data: Data, response: URLResponse) -> Bool {
      finish(.success((data, response)))
    }

    /// Answers with an error.
    ///
    /// - Returns: Whether this was the answer.
    @discardableResult
    public func fail(_ error: URLError) -> Bool {
      finish(.failure(error))
    }

    /// Runs `action` when the client cancels the exchange, at once if it already did.
    ///
    /// An exchange that is answered first never runs it.
    ///
    /// - Parameter action: What the responder does then (forget the request, stop a transfer).
    public func whenCancelled(_ action: @escaping @Sendable () -> Void) {
      let runNow = state.withLock { state -> Bool in
        switch state {
        case .open(let deliver, let onCancel):
          state = .open(deliver: deliver, onCancel: onCancel + [action])
          return false
        case .cancelled: return true
        case .finished: return false
        }
      }
      if runNow { action() }
    }

    /// The client's cancel: fails the exchange with `URLError(.cancelled)` and tells the
    /// responder, unless it was answered first.
    ///
    /// - Parameter notifyingClient: Whether the client hears the cancellation error (a cancelled
    ///   subscription hears nothing more).
    func cancel(notifyingClient: Bool = true) {
      let taken = state.withLock { state -> (Delivery, [@Sendable () -> Void])? in
        guard case .open(let deliver, let onCancel) = state else { return nil }
        state = .cancelled
        return (deliver, onCancel)
      }
      guard let (deliver, onCancel) = taken else { return }
      if notifyingClient { deliver(.failure(URLError(.cancelled, url: request.url))) }
      for action in onCancel { action() }
    }

    private func finish(_ result: Result<(Data, URLResponse), URLError>) -> Bool {
      let deliver = state.withLock { state -> Delivery? in
        guard case .open(let deliver, _) = state else { return nil }
        state = .finished
        return deliver
      }
      deliver?(result)
      return deliver != nil
    }
  }
}

extension URLError {
  /// An error with its failing URL, as URLSession reports it.
  init(_ code: Code, url: URL?) {
    var userInfo: [String: Any] = [:]
    if let url {
      userInfo[NSURLErrorFailingURLErrorKey] = url
    }
    self.init(code, userInfo: userInfo)
  }
}
#endif
