#if canImport(FoundationNetworking)
public import Foundation
public import FoundationNetworking
import HostedNetworking

/// A host's network: the app's requests, answered by the test on the host's virtual clock.
///
/// Nothing reaches the real network while the host exists.
///
/// `URLSession.shared` and the sessions the app configures, `data(from:)`, `data(for:)`,
/// `upload(for:from:)`, `dataTask(with:completionHandler:)`, `dataTaskPublisher(for:)` and
/// `AsyncImage` all come here (through the `URLSession` that `import SwiftUI`, `Combine` and
/// `ViewModelKit` show on Linux). Each request is logged in ``requests``; the newest reply that
/// matches it answers it after its delay, at the first frame at or after that time.
///
/// A request no reply matches fails at once with `URLError(.notConnectedToInternet)` and a
/// runtime warning that names it, as a device with no network would; with
/// ``unansweredRequests`` set to ``UnansweredRequests/wait`` it stays pending instead, in
/// ``pendingRequests``, until ``answer(_:with:after:)`` answers it, and never blocks a thread.
///
/// ```swift
/// @MainActor @Test func showsTheNotesTheServerSends() async throws {
///   let host = ViewHost(NotesScreen())
///   host.network.reply(to: "https://api.example.com/notes", with: .json(#"[{"title": "Milk"}]"#), after: 0.5)
///   await host.run(for: 0.5)
///   #expect(host.snapshot().texts.contains("Milk"))
///   #expect(host.network.requests.map(\.description) == ["GET https://api.example.com/notes → 200"])
/// }
/// ```
///
/// Which host answers: a request made in a host's work (its rendering, interactions, frames and
/// the tasks its views started, and the `Task`s those start) goes to that host; one made outside
/// every host's work, such as a test's own `await model.load()`, goes to the newest host. With no
/// host, requests go to the network.
@MainActor
public final class HostNetwork {
  let responder: HostNetworkResponder

  init(responder: HostNetworkResponder) {
    self.responder = responder
  }

  /// What happens to a request that no reply matches.
  public enum UnansweredRequests: Sendable, Equatable {
    /// It fails at once with `URLError(.notConnectedToInternet)`, with a runtime warning that
    /// names it (the default).
    case fail
    /// It stays pending until ``HostNetwork/answer(_:with:after:)`` answers it.
    case wait
  }

  /// What happens to a request that no reply matches: ``UnansweredRequests/fail`` by default.
  ///
  /// ```swift
  /// host.network.unansweredRequests = .wait
  /// try host.tap("Refresh")
  /// #expect(host.snapshot().texts.contains("Loading…"))
  /// try host.network.answer(with: .json("[]"))
  /// ```
  public var unansweredRequests: UnansweredRequests {
    get { responder.policy }
    set { responder.policy = newValue }
  }

  /// Answers every later request to `url` with `reply`, after `seconds` of virtual time.
  ///
  /// `url` matches a request whose URL is exactly it; when `url` has no query, it also matches
  /// the same URL with any query. A newer reply for the same request takes precedence.
  ///
  /// ```swift
  /// host.network.reply(to: "https://api.example.com/notes", with: .json(notesJSON))
  /// host.network.reply(to: "https://api.example.com/notes", method: "POST", with: .status(201))
  /// host.network.reply(to: "https://api.example.com/avatar.png", with: .failure(URLError(.timedOut)), after: 60)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL, as its absolute string.
  ///   - method: The HTTP method to match (any method when `nil`).
  ///   - reply: The reply.
  ///   - seconds: How long after the request the reply arrives (none by default).
  public func reply(
    to url: String,
    method: String? = nil,
    with reply: Reply,
    after seconds: Double = 0
  ) {
    let method = method?.uppercased()
    self.reply(after: seconds) { request in
      guard method == nil || request.httpMethod?.uppercased() == method,
        let requested = request.url, Self.url(requested, matches: url)
      else { return nil }
      return reply
    }
  }

  /// Answers every later request to `url` with `reply`, after `seconds` of virtual time.
  ///
  /// ```swift
  /// host.network.reply(to: NotesAPI.listURL, with: .json(notesJSON))
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - method: The HTTP method to match (any method when `nil`).
  ///   - reply: The reply.
  ///   - seconds: How long after the request the reply arrives (none by default).
  public func reply(
    to url: URL,
    method: String? = nil,
    with reply: Reply,
    after seconds: Double = 0
  ) {
    self.reply(to: url.absoluteString, method: method, with: reply, after: seconds)
  }

  /// Answers every later request for which `answer` returns a reply, after `seconds` of virtual
  /// time; `nil` leaves the request to older replies.
  ///
  /// ```swift
  /// host.network.reply { request in
  ///   request.url?.path == "/search" ? .json(#"{"results": []}"#) : nil
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: How long after the request the reply arrives (none by default).
  ///   - answer: Called with each request as it is sent (the session's headers added), on the
  ///     requesting thread.
  public func reply(
    after seconds: Double = 0,
    _ answer: @escaping @Sendable (URLRequest) -> Reply?
  ) {
    responder.add(HostNetworkResponder.Route(answer: answer, delay: max(0, seconds)))
  }

  /// Forgets every reply given so far; requests already answered keep their answers.
  public func removeAllReplies() {
    responder.removeAllRoutes()
  }

  /// Answers the oldest pending request (to `url`, when given) with `reply`, after `seconds`.
  ///
  /// ```swift
  /// host.network.unansweredRequests = .wait
  /// await host.run()
  /// try host.network.answer("https://api.example.com/notes", with: .json("[]"), after: 0.2)
  /// await host.run(for: 0.2)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL the request must match, as in `reply(to:method:with:after:)`;
  ///     any pending request when `nil`.
  ///   - reply: The reply.
  ///   - seconds: How long from now the reply arrives.
  /// - Throws: ``HostNetworkError/noPendingRequest(url:requests:)`` when no request waits.
  public func answer(_ url: String? = nil, with reply: Reply, after seconds: Double = 0) throws {
    let log = responder.log
    let index = responder.waitingIndices.first { index in
      url.map { Self.url(log[index].url, matches: $0) } ?? true
    }
    guard let index else {
      throw HostNetworkError.noPendingRequest(url: url, requests: log.map(\.description))
    }
    responder.schedule(reply, for: index, after: max(0, seconds))
  }

  /// Every request sent while the host existed, in the order they were sent.
  public var requests: [Request] { responder.log }

  /// The requests nobody answers yet: no reply matched them and none was given since
  /// (``unansweredRequests`` is ``UnansweredRequests/wait``).
  public var pendingRequests: [Request] {
    let log = responder.log
    return responder.waitingIndices.map { log[$0] }
  }

  /// Whether `requested` matches a reply's URL string: exactly, or without its query when the
  /// reply's URL has none.
  nonisolated static func url(_ requested: URL, matches url: String) -> Bool {
    if requested.absoluteString == url { return true }
    guard !url.contains("?"),
      var parts = URLComponents(url: requested, resolvingAgainstBaseURL: true)
    else { return false }
    parts.query = nil
    return parts.url?.absoluteString == url
  }
}

/// Why a host's network could not do what a test asked.
public enum HostNetworkError: Error, Equatable, CustomStringConvertible {
  /// No request waits for an answer (to `url`, when given); the requests sent so far are listed.
  case noPendingRequest(url: String?, requests: [String])

  public var description: String {
    switch self {
    case .noPendingRequest(let url, let requests):
      let target = url.map { " to \($0)" } ?? ""
      let sent = requests.isEmpty ? "none" : requests.joined(separator: "; ")
      return "No request\(target) waits for an answer. Requests sent: \(sent)."
    }
  }
}
#endif
