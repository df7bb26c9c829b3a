extension Future where Failure == Never {
  /// The future's value, awaited: returns as soon as the promise is fulfilled.
  ///
  /// ```swift
  /// let answer = Future<Int, Never> { promise in promise(.success(42)) }
  /// let value = await answer.value  // 42
  /// ```
  ///
  /// As in Combine, cancelling the awaiting task does not end the wait.
  public var value: Output {
    get async {
      switch await FutureValueWaiter.result(of: self) {
      case .success(let value): value
      }
    }
  }
}

extension Future {
  /// The future's value, awaited; throws the future's failure.
  ///
  /// ```swift
  /// let user = try await api.fetchUser(id: 7).value
  /// ```
  ///
  /// As in Combine, cancelling the awaiting task does not end the wait.
  public var value: Output {
    get async throws {
      try await FutureValueWaiter.result(of: self).get()
    }
  }
}

/// Subscribes to a future for one value and hands its result to the task awaiting `value`.
private final class FutureValueWaiter<Output, Failure: Error>: Subscriber, @unchecked Sendable {
  typealias Input = Output

  /// Carries the result to the awaiting task; handed over once and never touched again here.
  struct Handoff: @unchecked Sendable {
    let result: Result<Output, Failure>
  }

  // The continuation lives in `continuation`; it is resumed outside the lock.
  private let continuation: Locked<CheckedContinuation<Handoff, Never>?>

  private init(_ continuation: CheckedContinuation<Handoff, Never>) {
    self.continuation = Locked(continuation)
  }

  static func result(of future: Future<Output, Failure>) async -> Result<Output, Failure> {
    await withCheckedContinuation { continuation in
      future.subscribe(FutureValueWaiter(continuation))
    }
    .result
  }

  func receive(subscription: any Subscription) {
    subscription.request(.max(1))
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    resume(with: .success(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    if case .failure(let error) = completion { resume(with: .failure(error)) }
  }

  private func resume(with result: Result<Output, Failure>) {
    let waiting = continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: Handoff(result: result))
  }
}
