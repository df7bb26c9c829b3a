extension Publisher where Failure == Never {
  /// Writes every value to a property of an object.
  ///
  /// The object is held strongly until the publisher completes or the subscription is cancelled;
  /// when the object itself keeps the cancellable, that is a retain cycle (as in Combine) — use
  /// `assign(to: &$property)` for `@Published` properties instead.
  ///
  /// ```swift
  /// final class Label { var text = "" }
  /// let label = Label()
  /// let cancellable = Just("Ready").assign(to: \.text, on: label)
  /// print(label.text)  // Prints "Ready"
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - object: The object to write to.
  /// - Returns: A cancellable that ends the subscription.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>,
    on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
