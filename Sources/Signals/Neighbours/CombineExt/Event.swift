// CombineExt's names for materialized events: `Event`, `EventConvertible` and `failures()`.
// Signals' own names are `StreamEvent` and `StreamEventConvertible`; these are exact aliases of
// them. CombineExt's `values()` cannot live in the module that declares Combine's `values`
// property (Swift rejects the pair); `compactMap(\.event.value)` does its work.

/// CombineExt's name for ``StreamEvent``: a value, a finish or a failure, as a value.
///
/// ```swift
/// let events: [Event<Int, MyError>] = [.value(1), .finished]
/// ```
public typealias Event<Output, Failure: Error> = StreamEvent<Output, Failure>

/// CombineExt's name for ``StreamEventConvertible``.
public typealias EventConvertible = StreamEventConvertible

extension StreamEventConvertible {
  /// The event, under CombineExt's name.
  ///
  /// ```swift
  /// if case .value(let user) = element.event { print(user) }
  /// ```
  public var event: StreamEvent<Value, Failure> { streamEvent }
}

extension StreamEvent {
  /// The value of a `.value` event, or `nil`.
  ///
  /// ```swift
  /// let users = events.compactMap(\.event.value)
  /// ```
  public var value: Output? {
    if case .value(let value) = self { return value }
    return nil
  }
}

extension Publisher where Output: StreamEventConvertible, Failure == Never {
  /// The failure of a materialized publisher, if any, without its values (CombineExt).
  ///
  /// ```swift
  /// let errors = api.users().materialize().failures()
  /// ```
  ///
  /// - Returns: A publisher of the wrapped failure.
  public func failures() -> AnyPublisher<Output.Failure, Never> {
    compactMap { element -> Output.Failure? in
      if case .failure(let error) = element.streamEvent { return error }
      return nil
    }
    .eraseToAnyPublisher()
  }
}
