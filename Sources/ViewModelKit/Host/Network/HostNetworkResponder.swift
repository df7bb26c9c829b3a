#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
import HostedNetworking
import Signals

/// A host's stand-in for the network: it takes the requests of the host's work (and, outside any
/// host's work, those of the newest host), logs them, and answers them on the host's virtual time
/// from the replies a test gave.
///
/// Answers are delivered as main-queue work of the host, at the frame they are due, so a
/// completion handler, a resumed `await` and a publisher's values run in the host's work, in
/// order, the same way on every run.
final class HostNetworkResponder: URLSessionStandIn.Responder {
  private let runtime: HostRuntime.Scheduling
  private let state = Locked(State())
  private let installation = Locked<AnyCancellable?>(nil)

  private struct State {
    var owner: ObjectIdentifier?
    /// The replies, newest first.
    var routes: [Route] = []
    var policy = HostNetwork.UnansweredRequests.fail
    var log: [HostNetwork.Request] = []
    /// The exchanges not yet answered, by their index in the log.
    var open: [Int: URLSessionStandIn.Exchange] = [:]
    /// The indices of open exchanges whose answer is scheduled.
    var scheduled: Set<Int> = []
  }

  /// A reply a test gave: answers the requests it matches, after a delay.
  struct Route: Sendable {
    let answer: @Sendable (URLRequest) -> HostNetwork.Reply?
    let delay: Double
  }

  init(runtime: HostRuntime.Scheduling) {
    self.runtime = runtime
  }

  // MARK: Installation

  /// Starts taking requests for the host whose runtime is `owner`.
  func open(for owner: AnyObject) {
    state.withLock { $0.owner = ObjectIdentifier(owner) }
    let cancellable = URLSessionStandIn.install(self)
    installation.withLock { $0 = cancellable }
  }

  /// Stops taking requests; open exchanges fail with `URLError(.cancelled)`, as a closed app's do.
  func close() {
    let cancellable = installation.withLock { value -> AnyCancellable? in
      defer { value = nil }
      return value
    }
    cancellable?.cancel()
    let open = state.withLock { state -> [URLSessionStandIn.Exchange] in
      defer {
        state.open = [:]
        state.scheduled = []
      }
      for index in state.open.keys { state.log[index].outcome = .cancelled }
      return Array(state.open.values)
    }
    for exchange in open { exchange.fail(URLError(.cancelled)) }
  }

  var isCurrent: Bool {
    guard let runtime = Diagnostics.sink?.runtime else { return false }
    return state.withLock { $0.owner == ObjectIdentifier(runtime) }
  }

  // MARK: Requests

  func respond(to exchange: URLSessionStandIn.Exchange) {
    let request = exchange.request
    let sentAt = runtime.seconds
    let (index, routes) = state.withLock { state -> (Int, [Route]) in
      state.log.append(HostNetwork.Request(request, sentAt: sentAt))
      state.open[state.log.count - 1] = exchange
      return (state.log.count - 1, state.routes)
    }
    exchange.whenCancelled { [weak self] in self?.cancelled(index) }
    // The test's closures run outside the lock.
    for route in routes {
      guard let reply = route.answer(request) else { continue }
      schedule(reply, for: index, after: route.delay)
      return
    }
    switch state.withLock({ $0.policy }) {
    case .wait: break
    case .fail: scheduleUnansweredFailure(for: index)
    }
  }

  /// Schedules `reply` for the request at `index` in the log.
  func schedule(_ reply: HostNetwork.Reply, for index: Int, after delay: Double) {
    state.withLock { _ = $0.scheduled.insert(index) }
    runtime.schedule(after: delay) { [weak self] in self?.deliver(reply, to: index) }
  }

  private func scheduleUnansweredFailure(for index: Int) {
    state.withLock { _ = $0.scheduled.insert(index) }
    runtime.schedule(after: 0) { [weak self] in
      guard let self else { return }
      let request = state.withLock { $0.log[index] }
      Diagnostics.warn(
        "\(request.method) \(request.url.absoluteString): no reply of the host's matches this "
          + "request, so it failed with URLError(.notConnectedToInternet). Answer it with "
          + "host.network.reply(to:with:), or set host.network.unansweredRequests = .wait to "
          + "answer it later."
      )
      deliver(.failure(URLError(.notConnectedToInternet)), to: index)
    }
  }

  private func deliver(_ reply: HostNetwork.Reply, to index: Int) {
    let exchange = state.withLock { state -> URLSessionStandIn.Exchange? in
      state.scheduled.remove(index)
      return state.open.removeValue(forKey: index)
    }
    guard let exchange else { return }
    let url = exchange.request.url ?? URL(fileURLWithPath: "/")
    let answered: Bool
    if let error = reply.error {
      answered = exchange.fail(URLError(error.code, userInfo: [NSURLErrorFailingURLErrorKey: url]))
    } else {
      answered = exchange.complete(data: reply.body, response: reply.response(for: url))
    }
    guard answered else { return }
    state.withLock { state in
      state.log[index].outcome = reply.error.map { .failed($0.code) } ?? .answered(reply.status)
    }
  }

  private func cancelled(_ index: Int) {
    state.withLock { state in
      guard state.open.removeValue(forKey: index) != nil else { return }
      state.scheduled.remove(index)
      state.log[index].outcome = .cancelled
    }
  }

  // MARK: The test's side

  func add(_ route: Route) {
    state.withLock { $0.routes.insert(route, at: 0) }
  }

  func removeAllRoutes() {
    state.withLock { $0.routes = [] }
  }

  var policy: HostNetwork.UnansweredRequests {
    get { state.withLock { $0.policy } }
    set { state.withLock { $0.policy = newValue } }
  }

  var log: [HostNetwork.Request] { state.withLock { $0.log } }

  /// The indices of the requests nobody has answered yet (none scheduled), oldest first.
  var waitingIndices: [Int] {
    state.withLock { state in
      state.open.keys.filter { !state.scheduled.contains($0) }.sorted()
    }
  }

  /// Whether an answer is scheduled and not yet delivered.
  var hasScheduledAnswers: Bool { state.withLock { !$0.scheduled.isEmpty } }
}
#endif
