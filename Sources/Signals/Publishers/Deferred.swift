/// A publisher that makes a new publisher for each subscriber, when it subscribes.
///
/// ```swift
/// let now = Deferred { Just(Date()) }
/// let cancellable = now.sink { print($0) }  // The date of the subscription
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure

  /// The closure that makes the publisher, called once per subscriber.
  public let createPublisher: () -> DeferredPublisher

  /// Creates a deferred publisher.
  ///
  /// - Parameter createPublisher: Makes the publisher for one subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    createPublisher().subscribe(subscriber)
  }
}
