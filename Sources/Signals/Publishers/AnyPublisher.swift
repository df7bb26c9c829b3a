/// A type-erased publisher: it hides the concrete publisher type behind its output and failure.
///
/// ```swift
/// final class SearchModel {
///   private let query = PassthroughSubject<String, Never>()
///   var queries: AnyPublisher<String, Never> { query.eraseToAnyPublisher() }
/// }
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let base: any Publisher<Output, Failure>

  /// Wraps a publisher.
  ///
  /// - Parameter publisher: The publisher to hide.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
    } else {
      base = publisher
    }
  }

  public var description: String { "AnyPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    base.receive(subscriber: subscriber)
  }
}

extension Publisher {
  /// Hides this publisher's type behind ``AnyPublisher``.
  ///
  /// ```swift
  /// let erased: AnyPublisher<Int, Never> = Just(1).eraseToAnyPublisher()
  /// ```
  ///
  /// - Returns: The type-erased publisher.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
