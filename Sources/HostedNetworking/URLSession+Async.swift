#if canImport(FoundationNetworking)
public import Foundation
public import FoundationNetworking
import Signals

extension URLSession {
  /// Loads a request's body and response.
  ///
  /// A status such as 404 is not an error: the body and the `HTTPURLResponse` come back as they
  /// are. Cancelling the calling task fails the request with `URLError(.cancelled)`.
  ///
  /// ```swift
  /// var request = URLRequest(url: URL(string: "https://api.example.com/notes")!)
  /// request.setValue("application/json", forHTTPHeaderField: "Accept")
  /// let (data, response) = try await URLSession.shared.data(for: request)
  /// ```
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - delegate: A task delegate; kept by nothing here and not called.
  /// - Returns: The body and the response.
  /// - Throws: The `URLError` the request failed with.
  public func data(
    for request: URLRequest,
    delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (Data, URLResponse) {
    try await exchange(request)
  }

  /// Loads a URL's body and response (a `GET`).
  ///
  /// ```swift
  /// let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/notes")!)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - delegate: A task delegate; not called.
  /// - Returns: The body and the response.
  /// - Throws: The `URLError` the request failed with.
  public func data(
    from url: URL,
    delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (Data, URLResponse) {
    try await exchange(URLRequest(url: url))
  }

  /// Sends a body with a request (its method as set, `POST` in most uses) and loads the reply.
  ///
  /// ```swift
  /// var request = URLRequest(url: URL(string: "https://api.example.com/notes")!)
  /// request.httpMethod = "POST"
  /// let (data, response) = try await URLSession.shared.upload(for: request, from: body)
  /// ```
  ///
  /// - Parameters:
  ///   - request: The request; its body is replaced by `bodyData`.
  ///   - bodyData: The body.
  ///   - delegate: A task delegate; not called.
  /// - Returns: The reply's body and response.
  /// - Throws: The `URLError` the request failed with.
  public func upload(
    for request: URLRequest,
    from bodyData: Data,
    delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (Data, URLResponse) {
    var request = request
    request.httpBody = bodyData
    return try await exchange(request)
  }

  /// Downloads a URL's body to a temporary file.
  ///
  /// ```swift
  /// let (file, _) = try await URLSession.shared.download(from: reportURL)
  /// let report = try Data(contentsOf: file)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - delegate: A task delegate; not called.
  /// - Returns: The file's URL (the caller moves or deletes it) and the response.
  /// - Throws: The `URLError` the request failed with, or `URLError(.cannotCreateFile)`.
  public func download(
    from url: URL,
    delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (URL, URLResponse) {
    try await download(for: URLRequest(url: url), delegate: delegate)
  }

  /// Downloads a request's body to a temporary file.
  ///
  /// ```swift
  /// let (file, response) = try await URLSession.shared.download(for: request)
  /// ```
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - delegate: A task delegate; not called.
  /// - Returns: The file's URL (the caller moves or deletes it) and the response.
  /// - Throws: The `URLError` the request failed with, or `URLError(.cannotCreateFile)`.
  public func download(
    for request: URLRequest,
    delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (URL, URLResponse) {
    let (data, response) = try await exchange(request)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("CFNetworkDownload_\(UUID().uuidString).tmp")
    do {
      try data.write(to: file)
    } catch {
      throw URLError(.cannotCreateFile, url: request.url)
    }
    return (file, response)
  }

  /// Sends `request` and waits for its answer; cancelling the calling task cancels it.
  private func exchange(_ request: URLRequest) async throws -> (Data, URLResponse) {
    let handle = ExchangeHandle()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let exchange = begin(request) { result in
          continuation.resume(with: result.mapError { $0 as any Error })
        }
        handle.attach(exchange)
      }
    } onCancel: {
      handle.cancel()
    }
  }
}

/// The exchange of an `async` request, for a cancellation that may come before it exists.
private final class ExchangeHandle: Sendable {
  private enum State {
    case waiting
    case attached(URLSessionStandIn.Exchange)
    case cancelled
  }

  private let state = Locked(State.waiting)

  func attach(_ exchange: URLSessionStandIn.Exchange) {
    let cancelled = state.withLock { state -> Bool in
      if case .cancelled = state { return true }
      state = .attached(exchange)
      return false
    }
    if cancelled { exchange.cancel() }
  }

  func cancel() {
    let exchange = state.withLock { state -> URLSessionStandIn.Exchange? in
      defer { state = .cancelled }
      if case .attached(let exchange) = state { return exchange }
      return nil
    }
    exchange?.cancel()
  }
}
#endif
