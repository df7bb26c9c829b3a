extension Publisher {
  /// The publisher's values as an asynchronous sequence that throws the publisher's failure.
  ///
  /// Each `next()` asks the publisher for one value (back-pressure of one at a time);
  /// cancelling the consuming task, or leaving the loop, cancels the subscription. As in
  /// Combine, a value the publisher sends while no `next()` waits for one (a publisher that
  /// ignores demand) stops the program.
  ///
  /// ```swift
  /// for try await user in api.users().values {
  ///   print(user)
  /// }
  /// ```
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// An asynchronous sequence of the values of a publisher that may fail; the failure is thrown.
///
/// ```swift
/// do {
///   for try await value in subject.values { print(value) }
/// } catch {
///   print("failed:", error)
/// }
/// ```
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  /// The kind of values in the sequence.
  public typealias Element = P.Output

  private let publisher: P

  /// Wraps `publisher`.
  ///
  /// ```swift
  /// let sequence = AsyncThrowingPublisher(subject)
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
    let token = TimingValuesToken<P.Output, P.Failure>()
    publisher.subscribe(token.inbox)
    return Iterator(token: token)
  }

  /// Produces the publisher's values one at a time, then throws its failure, if any.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let token: TimingValuesToken<P.Output, P.Failure>

    /// The next value, or `nil` when the publisher finished or the task was cancelled.
    ///
    /// - Returns: The next value or `nil`.
    /// - Throws: The publisher's failure.
    public mutating func next() async throws -> P.Output? {
      try await next(isolation: nil)
    }

    /// The next value, resumed on the caller's actor.
    ///
    /// - Parameter actor: The caller's actor.
    /// - Returns: The next value or `nil`.
    /// - Throws: The publisher's failure.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws -> P.Output? {
      try await token.inbox.next(isolation: actor).get()
    }
  }
}
