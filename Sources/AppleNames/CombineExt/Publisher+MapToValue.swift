public import Signals

extension Publisher {
  /// Replaces each value with `value` (CombineExt).
  ///
  /// ```swift
  /// let cancellable = taps.mapToValue("tapped").sink { print($0) }
  /// ```
  ///
  /// - Parameter value: The value published for each upstream value.
  /// - Returns: A publisher of `value`.
  public func mapToValue<Value>(_ value: Value) -> Publishers.Map<Self, Value> {
    map { _ in value }
  }

  /// Replaces each value with `()` (CombineExt).
  ///
  /// ```swift
  /// let refresh: AnyPublisher<Void, Never> = pulls.mapToVoid().eraseToAnyPublisher()
  /// ```
  ///
  /// - Returns: A publisher of `Void` values.
  public func mapToVoid() -> Publishers.Map<Self, Void> {
    map { _ in () }
  }
}
