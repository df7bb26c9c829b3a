public import Signals

/// Whether `prefix(while:behavior:)` also publishes the value that fails the predicate
/// (CombineExt).
///
/// ```swift
/// let upToFirstFailure = results.prefix(while: { $0.isSuccess }, behavior: .inclusive)
/// ```
public enum PrefixWhileBehavior: Sendable {
  /// The value that fails the predicate is published before the finish.
  case inclusive
  /// The value that fails the predicate is dropped, as in Combine's `prefix(while:)`.
  case exclusive
}

extension Publisher {
  /// Publishes values while `predicate` holds, then finishes; `.inclusive` also publishes the
  /// first value for which it does not (CombineExt).
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3, 4].publisher
  ///   .prefix(while: { $0 < 3 }, behavior: .inclusive)
  ///   .sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Whether publishing goes on after a value.
  ///   - behavior: Whether the value that ends it is published.
  /// - Returns: A publisher of the prefix.
  public func prefix(
    while predicate: @escaping (Output) -> Bool,
    behavior: PrefixWhileBehavior = .exclusive
  ) -> AnyPublisher<Output, Failure> {
    switch behavior {
    case .exclusive:
      return prefix(while: predicate).eraseToAnyPublisher()
    case .inclusive:
      // Each value is followed by an end marker when it fails the predicate.
      return flatMap { value -> Publishers.Sequence<[Output?], Failure> in
        Publishers.Sequence(sequence: predicate(value) ? [value] : [value, nil])
      }
      .prefix { $0 != nil }
      .compactMap { $0 }
      .eraseToAnyPublisher()
    }
  }
}
