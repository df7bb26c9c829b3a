#if canImport(FoundationNetworking)
public import Foundation
public import FoundationNetworking
public import Signals

extension URLSession {
  /// A publisher that loads a URL when a subscriber first asks for a value.
  ///
  /// ```swift
  /// URLSession.shared.dataTaskPublisher(for: url)
  ///   .map(\.data)
  ///   .decode(type: [Note].self, decoder: JSONDecoder())
  ///   .receive(on: DispatchQueue.main)
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { self.notes = $0 })
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// - Parameter url: The URL.
  /// - Returns: The publisher.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// A publisher that sends a request when a subscriber first asks for a value.
  ///
  /// ```swift
  /// let publisher = URLSession.shared.dataTaskPublisher(for: request)
  /// ```
  ///
  /// - Parameter request: The request.
  /// - Returns: The publisher.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// Publishes the body and response of one request, then finishes; or fails with its
  /// `URLError`.
  ///
  /// The request is sent at the subscriber's first demand, once per subscription; cancelling the
  /// subscription cancels the request and sends nothing more.
  public struct DataTaskPublisher: Publisher, Sendable {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    /// The request the publisher sends.
    public let request: URLRequest
    /// The session that sends it.
    public let session: URLSession

    /// A publisher for a request and a session.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - session: The session.
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = DataTaskSubscription(
        request: request,
        session: session,
        downstream: subscriber
      )
      subscriber.receive(subscription: subscription)
    }
  }
}

/// Where a subscription hears its exchange's answer.
private protocol DataTaskDelivery: AnyObject, Sendable {
  func deliver(_ result: Result<(Data, URLResponse), URLError>)
}

/// One subscription of a `URLSession.DataTaskPublisher`: idle until the first demand, then one
/// exchange, then done.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription, DataTaskDelivery,
  @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
  private enum Phase {
    case idle(Downstream)
    case sending(Downstream, URLSessionStandIn.Exchange?)
    case done
  }

  private let request: URLRequest
  private let session: URLSession
  // The phase is the only mutable state; the downstream is called outside the lock.
  private let phase: Locked<Phase>

  init(request: URLRequest, session: URLSession, downstream: Downstream) {
    self.request = request
    self.session = session
    phase = Locked(.idle(downstream))
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "A subscriber requested \(demand) values; demand must be positive")
    let starts = phase.withLock { phase -> Bool in
      guard case .idle(let downstream) = phase else { return false }
      phase = .sending(downstream, nil)
      return true
    }
    guard starts else { return }
    // Captured as an existential, so that the closure does not capture the generic type.
    let delivery: any DataTaskDelivery = self
    let exchange = session.begin(request) { result in delivery.deliver(result) }
    let cancelled = phase.withLock { phase -> Bool in
      guard case .sending(let downstream, .none) = phase else { return true }
      phase = .sending(downstream, exchange)
      return false
    }
    if cancelled { exchange.cancel(notifyingClient: false) }
  }

  func cancel() {
    let exchange = phase.withLock { phase -> URLSessionStandIn.Exchange? in
      defer { phase = .done }
      if case .sending(_, let exchange) = phase { return exchange }
      return nil
    }
    exchange?.cancel(notifyingClient: false)
  }

  func deliver(_ result: Result<(Data, URLResponse), URLError>) {
    let downstream = phase.withLock { phase -> Downstream? in
      defer { phase = .done }
      if case .sending(let downstream, _) = phase { return downstream }
      return nil
    }
    guard let downstream else { return }
    switch result {
    case .success((let data, let response)):
      _ = downstream.receive((data: data, response: response))
      downstream.receive(completion: .finished)
    case .failure(let error):
      downstream.receive(completion: .failure(error))
    }
  }
}
#endif
