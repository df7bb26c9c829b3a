#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
import Signals

/// A data task of the stand-in `URLSession`: the same class as FoundationNetworking's to its
/// callers, with the stand-in's way of sending.
///
/// `resume()` sends the request (once); `cancel()` fails it with `URLError(.cancelled)`, also
/// before it was resumed; `suspend()` does nothing (a request in flight is not paused).
final class HostedDataTask: URLSessionDataTask, @unchecked Sendable {
  private let session: URLSession
  private let request: URLRequest
  private let record: Locked<Record>

  private struct Record {
    var phase = URLSessionTask.State.suspended
    var exchange: URLSessionStandIn.Exchange?
    var handler: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)?
    var response: URLResponse?
    var error: (any Error)?
  }

  init(
    session: URLSession,
    request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) {
    self.session = session
    self.request = request
    record = Locked(Record(handler: completionHandler))
    super.init()
  }

  override var state: URLSessionTask.State { record.withLock { $0.phase } }
  override var originalRequest: URLRequest? { request }
  override var currentRequest: URLRequest? { request }
  override var response: URLResponse? { record.withLock { $0.response } }
  override var error: (any Error)? { record.withLock { $0.error } }

  override func resume() {
    let starts = record.withLock { state -> Bool in
      guard state.phase == .suspended, state.exchange == nil else { return false }
      state.phase = .running
      return true
    }
    guard starts else { return }
    // The exchange keeps the task until it is answered, as URLSession keeps its running tasks.
    let exchange = session.begin(request) { result in self.finish(result) }
    let cancelledMeanwhile = record.withLock { state -> Bool in
      state.exchange = exchange
      return state.phase == .canceling
    }
    if cancelledMeanwhile { exchange.cancel() }
  }

  override func cancel() {
    let (exchange, unsent) = record.withLock { state -> (URLSessionStandIn.Exchange?, Bool) in
      guard state.phase == .running || state.phase == .suspended else { return (nil, false) }
      let unsent = state.phase == .suspended
      state.phase = .canceling
      return (state.exchange, unsent)
    }
    if let exchange {
      exchange.cancel()
    } else if unsent {
      finish(.failure(URLError(.cancelled, url: request.url)))
    }
  }

  override func suspend() {}

  private func finish(_ result: Result<(Data, URLResponse), URLError>) {
    let handler = record.withLock {
      state -> (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)? in
      defer { state.handler = nil }
      state.phase = .completed
      switch result {
      case .success((_, let response)): state.response = response
      case .failure(let error): state.error = error
      }
      return state.handler
    }
    switch result {
    case .success((let data, let response)): handler?(data, response, nil)
    case .failure(let error): handler?(nil, nil, error)
    }
  }
}
#endif
