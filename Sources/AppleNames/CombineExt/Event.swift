public import Signals

// CombineExt's names for materialized events: `Event`, `EventConvertible`, `values()` and
// `failures()`. Signals' own names are `StreamEvent` and `StreamEventConvertible`; these are
// exact aliases of them. `values()` lives here, not in Signals: Swift rejects a method beside
// Combine's `values` property in one module, but takes the pair from two.

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
  /// The values of a materialized publisher, without its completion events (CombineExt).
  ///
  /// ```swift
  /// let users = api.users().materialize().values()
  /// ```
  ///
  /// - Returns: A publisher of the wrapped values.
  public func values() -> AnyPublisher<Output.Value, Never> {
    compactMap { element -> Output.Value? in
      if case .value(let value) = element.streamEvent { return value }
      return nil
    }
    .eraseToAnyPublisher()
  }

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
