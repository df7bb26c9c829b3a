extension Publisher {
  /// Subscribes with closures for values and for the completion, requesting unlimited values.
  ///
  /// Keep the returned ``AnyCancellable``: releasing it cancels the subscription.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.sink(
  ///   receiveCompletion: { print($0) },
  ///   receiveValue: { print($0) })
  /// // Prints "1", "2", "finished"
  /// ```
  ///
  /// - Parameters:
  ///   - receiveCompletion: Called once when the publisher finishes or fails.
  ///   - receiveValue: Called for every value.
  /// - Returns: A cancellable that ends the subscription.
  @inlinable
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion,
      receiveValue: receiveValue
    )
    subscribe(sink)
    return AnyCancellable(object: sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for values, requesting unlimited values.
  ///
  /// ```swift
  /// let cancellable = Just(1).sink { print($0) }  // Prints "1"
  /// ```
  ///
  /// - Parameter receiveValue: Called for every value.
  /// - Returns: A cancellable that ends the subscription.
  @inlinable
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
