public import Signals

extension Publisher {
  /// Mirrors whichever of this publisher and `other` sends first, a value or a completion, and
  /// cancels the other (CombineExt).
  ///
  /// ```swift
  /// let fastest = primaryServer.amb(mirrorServer)
  /// ```
  ///
  /// - Parameter other: The competing publisher.
  /// - Returns: A publisher that mirrors the first to send.
  public func amb<Other: Publisher>(_ other: Other) -> Publishers.Amb<Self, Other>
  where Other.Output == Output, Other.Failure == Failure {
    Publishers.Amb(first: self, second: other)
  }

  /// Mirrors whichever of this publisher and `others` sends first (CombineExt).
  ///
  /// ```swift
  /// let fastest = a.amb(with: b, c)
  /// ```
  ///
  /// - Parameter others: The competing publishers.
  /// - Returns: A publisher that mirrors the first to send.
  public func amb<Other: Publisher>(with others: Other...) -> AnyPublisher<Output, Failure>
  where Other.Output == Output, Other.Failure == Failure {
    amb(with: others)
  }

  /// Mirrors whichever of this publisher and `others` sends first (CombineExt).
  ///
  /// ```swift
  /// let fastest = a.amb(with: [b, c])
  /// ```
  ///
  /// - Parameter others: The competing publishers.
  /// - Returns: A publisher that mirrors the first to send.
  public func amb<Others: Collection>(with others: Others) -> AnyPublisher<Output, Failure>
  where
    Others.Element: Publisher,
    Others.Element.Output == Output,
    Others.Element.Failure == Failure
  {
    others.reduce(eraseToAnyPublisher()) { $0.amb($1).eraseToAnyPublisher() }
  }
}

extension Collection where Element: Publisher {
  /// Mirrors whichever publisher of the collection sends first (CombineExt); an empty collection
  /// finishes at once.
  ///
  /// ```swift
  /// let fastest = [a, b, c].amb()
  /// ```
  ///
  /// - Returns: A publisher that mirrors the first to send.
  public func amb() -> AnyPublisher<Element.Output, Element.Failure> {
    guard let first else { return Empty().eraseToAnyPublisher() }
    return first.amb(with: dropFirst())
  }
}

extension Publishers {
  /// A publisher that mirrors whichever of two publishers sends first (CombineExt).
  ///
  /// ```swift
  /// let fastest = Publishers.Amb(first: primary, second: mirror)
  /// ```
  public struct Amb<First: Publisher, Second: Publisher>: Publisher
  where First.Output == Second.Output, First.Failure == Second.Failure {
    public typealias Output = First.Output
    public typealias Failure = First.Failure

    /// The first competitor.
    public let first: First
    /// The second competitor.
    public let second: Second

    /// Creates a publisher that mirrors whichever of `first` and `second` sends first.
    ///
    /// - Parameters:
    ///   - first: The first competitor.
    ///   - second: The second competitor.
    public init(first: First, second: Second) {
      self.first = first
      self.second = second
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let downstream = AnySubscriber(subscriber)
      let link = AmbLink(downstream)
      first.subscribe(link.side(0))
      second.subscribe(link.side(1))
      link.start(downstream)
    }
  }
}
