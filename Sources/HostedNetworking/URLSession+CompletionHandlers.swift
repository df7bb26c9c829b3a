#if canImport(FoundationNetworking)
public import Foundation
public import FoundationNetworking

extension URLSession {
  /// A task that loads a URL and calls `completionHandler` with the body, the response or the
  /// error; it starts at `resume()`.
  ///
  /// The handler is called once: with the body and response (a status such as 404 included), or
  /// with the error (`URLError(.cancelled)` after `cancel()`). Under a host it runs in the host's
  /// work at the frame the answer is due, where Apple's runs on the session's delegate queue.
  ///
  /// ```swift
  /// URLSession.shared.dataTask(with: url) { data, response, error in
  ///   guard let data else { return }
  ///   DispatchQueue.main.async { self.notes = (try? JSONDecoder().decode([Note].self, from: data)) ?? [] }
  /// }.resume()
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - completionHandler: Called with the outcome.
  /// - Returns: The task, suspended until `resume()`.
  public func dataTask(
    with url: URL,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
  }

  /// A task that sends a request and calls `completionHandler` with the outcome; it starts at
  /// `resume()`.
  ///
  /// ```swift
  /// let task = URLSession.shared.dataTask(with: request) { data, response, error in … }
  /// task.resume()
  /// ```
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - completionHandler: Called with the outcome.
  /// - Returns: The task, suspended until `resume()`.
  public func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    HostedDataTask(session: self, request: prepared(request), completionHandler: completionHandler)
  }
}
#endif
