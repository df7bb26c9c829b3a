extension Publisher where Failure == Never {
  /// The publisher's values as an asynchronous sequence.
  ///
  /// Each `next()` asks the publisher for one value (back-pressure of one at a time);
  /// cancelling the consuming task, or leaving the loop, cancels the subscription. As in
  /// Combine, a value the publisher sends while no `next()` waits for one (a publisher that
  /// ignores demand) stops the program.
  ///
  /// ```swift
  /// for await value in [1, 2, 3].publisher.values {
  ///   print(value)
  /// }
  /// ```
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

/// An asynchronous sequence of the values of a publisher that cannot fail.
///
/// ```swift
/// for await text in model.$query.values { print(text) }
/// ```
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  /// The kind of values in the sequence.
  public typealias Element = P.Output

  private let publisher: P

  /// Wraps `publisher`.
  ///
  /// ```swift
  /// let sequence = AsyncPublisher(subject)
  /// ```
  ///
  /// - Parameter publisher: The publisher whose values to iterate.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// Subscribes to the publisher; the subscription lives as long as the iterator.
  ///
  /// - Returns: An iterator over the publisher's values.
  public func makeAsyncIterator() -> Iterator {
    let token = TimingValuesToken<P.Output, Never>()
    publisher.subscribe(token.inbox)
    return Iterator(token: token)
  }

  /// Produces the publisher's values one at a time.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let token: TimingValuesToken<P.Output, Never>

    /// How many calls of `next()` on this iterator and its copies are waiting.
    package var waitingCallCount: Int { token.inbox.waitingCount }

    /// The next value, or `nil` when the publisher finished or the task was cancelled.
    ///
    /// - Returns: The next value or `nil`.
    public mutating func next() async -> P.Output? {
      await next(isolation: nil)
    }

    /// The next value, resumed on the caller's actor.
    ///
    /// - Parameter actor: The caller's actor.
    /// - Returns: The next value or `nil`.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> P.Output? {
      switch await token.inbox.next(isolation: actor) {
      case .success(let value): value
      }
    }
  }
}
