extension Publisher {
  /// Shares one subscription to this publisher, through a subject made by `createSubject`, among
  /// all subscribers; nothing starts before ``ConnectablePublisher/connect()``.
  ///
  /// The subject is made once, when it is first needed.
  ///
  /// ```swift
  /// let shared = [1, 2].publisher.multicast { PassthroughSubject<Int, Never>() }
  /// let first = shared.sink { print("first \($0)") }
  /// let second = shared.sink { print("second \($0)") }
  /// let connection = shared.connect()
  /// // Prints "first 1", "second 1", "first 2", "second 2"
  /// ```
  ///
  /// - Parameter createSubject: Makes the subject that relays the values.
  /// - Returns: A connectable publisher.
  public func multicast<S: Subject>(
    _ createSubject: @escaping () -> S
  ) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Shares one subscription to this publisher, through `subject`, among all subscribers;
  /// nothing starts before ``ConnectablePublisher/connect()``.
  ///
  /// ```swift
  /// let shared = [1, 2].publisher.multicast(subject: PassthroughSubject<Int, Never>())
  /// ```
  ///
  /// - Parameter subject: The subject that relays the values.
  /// - Returns: A connectable publisher.
  public func multicast<S: Subject>(
    subject: S
  ) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self) { subject }
  }
}

extension Publishers {
  /// A connectable publisher that relays its upstream through one subject to every subscriber.
  ///
  /// ```swift
  /// let shared = Publishers.Multicast(upstream: Just(1)) { PassthroughSubject<Int, Never>() }
  /// ```
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
    // `subject` is made once, inside `lazySubject`'s lock; the other properties are constants.
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher to share.
    public let upstream: Upstream
    /// Makes the subject that relays the values.
    public let createSubject: () -> SubjectType
    private let lazySubject = Locked<SubjectType?>(nil)

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher to share.
    ///   - createSubject: Makes the subject that relays the values.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      if let subject = lazySubject.withLock({ $0 }) { return subject }
      let made = createSubject()
      return lazySubject.withLock { stored in
        if let stored { return stored }
        stored = made
        return made
      }
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subject.receive(subscriber: ShareForwarder(subscriber))
    }

    /// Subscribes the subject to the upstream.
    ///
    /// As in Combine, the connection is an ``AnyCancellable``: releasing it disconnects, as
    /// `cancel()` does, so keep it for as long as the upstream should run. It holds the subject
    /// weakly: the subject lives as long as this publisher or its subscribers keep it.
    ///
    /// - Returns: The connection; cancel or release it to disconnect.
    public func connect() -> any Cancellable {
      upstream.subscribe(subject)
    }
  }
}
