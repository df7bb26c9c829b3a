/// A publisher that produces one result, later, and gives it to every subscriber.
///
/// The closure runs once, at once, in the initializer; it is handed a promise to call with the
/// result. A success is delivered to each subscriber when it has demand, followed by `.finished`;
/// a failure is delivered without waiting for demand. Subscribers that arrive after the result get
/// it too. Calling the promise more than once does nothing after the first call.
///
/// ```swift
/// let answer = Future<Int, Never> { promise in
///   DispatchQueue.global().async { promise(.success(42)) }
/// }
/// let cancellable = answer.sink { print($0) }  // Prints "42" once the work is done
/// ```
///
/// Unlike Combine's, the promise is `@Sendable`, so calling it from another thread compiles
/// without warnings in Swift 6; a `Future` is `Sendable` for the same reason.
public final class Future<Output, Failure: Error>: Publisher, CustomStringConvertible,
  @unchecked Sendable
{
  /// The closure that fulfils the future with a result.
  public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

  // The result and the waiting subscribers live in `state`; deliveries happen outside the lock.
  private let state = Locked(State())

  private struct State {
    var result: Result<Output, Failure>?
    var waiting: [any FutureConduitProtocol<Output, Failure>] = []
  }

  /// Creates a future and runs `attemptToFulfill` at once.
  ///
  /// - Parameter attemptToFulfill: Work that calls the promise with the result, now or later.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] result in fulfil(result) }
  }

  public var description: String { "Future" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = FutureConduit(subscriber, future: self)
    let result = state.withLock { state in
      if state.result == nil { state.waiting.append(conduit) }
      return state.result
    }
    subscriber.receive(subscription: conduit)
    if let result { conduit.fulfil(result) }
  }

  /// The result, once the promise has been called.
  var result: Result<Output, Failure>? {
    state.withLock { $0.result }
  }

  func remove(_ conduit: AnyObject) {
    let removed = state.withLock { state in
      state.waiting.firstIndex { $0 === conduit }.map { state.waiting.remove(at: $0) }
    }
    withExtendedLifetime(removed) {}
  }

  private func fulfil(_ result: Result<Output, Failure>) {
    let waiting = state.withLock { state -> [any FutureConduitProtocol<Output, Failure>] in
      guard state.result == nil else { return [] }
      state.result = result
      defer { state.waiting = [] }
      return state.waiting
    }
    for conduit in waiting {
      conduit.fulfil(result)
    }
  }
}

/// What a future needs from a subscriber's link: the subscriber type is hidden behind it.
protocol FutureConduitProtocol<Output, Failure>: AnyObject {
  associatedtype Output
  associatedtype Failure: Error
  func fulfil(_ result: Result<Output, Failure>)
}

/// One subscriber's link to a future: delivers the result exactly once, when both the result and
/// (for a success) demand are there.
private final class FutureConduit<Downstream: Subscriber>: Subscription, FutureConduitProtocol,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  // The downstream and its demand live in `state`; delivery happens outside the lock.
  private let state: Locked<State>
  private let future: Future<Output, Failure>

  private struct State {
    var downstream: Downstream?
    var demanded = false
    /// Whether the result was delivered or the link cancelled (for the mirror only).
    var ended = false
  }

  init(_ downstream: Downstream, future: Future<Output, Failure>) {
    state = Locked(State(downstream: downstream))
    self.future = future
  }

  var description: String { "Future" }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "Future subscription request(_:)")
    state.withLock { $0.demanded = true }
    if let result = future.result { fulfil(result, keepingParent: true) }
  }

  /// Delivers `result` once; the mirror shows the future as `nil` afterwards, except when the
  /// delivery came from a request after the promise (as Combine's keeps its parent then).
  func fulfil(_ result: Result<Output, Failure>) {
    fulfil(result, keepingParent: false)
  }

  private func fulfil(_ result: Result<Output, Failure>, keepingParent: Bool) {
    let downstream = state.withLock { state -> Downstream? in
      guard state.downstream != nil else { return nil }
      if case .success = result, !state.demanded { return nil }
      defer { state.downstream = nil }
      return state.downstream
    }
    guard let downstream else { return }
    switch result {
    case .success(let value):
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      downstream.receive(completion: .failure(error))
    }
    if !keepingParent { state.withLock { $0.ended = true } }
  }

  func cancel() {
    let downstream = state.withLock { state in
      defer { (state.downstream, state.ended) = (nil, true) }
      return state.downstream
    }
    guard downstream != nil else { return }
    future.remove(self)
  }
}

extension FutureConduit: CombineReflecting {
  /// Combine's children: the future (twice, as parent and subject), the downstream and whether it
  /// asked for a value; the future shows `nil` once the promise's call delivered the result (not
  /// when a request after the promise did), the downstream as soon as the delivery starts.
  var reflectedChildren: [Mirror.Child] {
    let (downstream, demanded, ended) = state.withLock { ($0.downstream, $0.demanded, $0.ended) }
    let parent: Future<Output, Failure>? = ended ? nil : future
    return [
      ("parent", reflected(parent)), ("downstream", reflected(downstream)),
      ("hasAnyDemand", demanded), ("subject", reflected(parent)),
    ]
  }
}
