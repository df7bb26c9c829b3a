/// How ``Publisher/assign(to:on:ownership:)`` holds the object it writes to.
///
/// Beyond Combine, whose `assign(to:on:)` always holds the object strongly.
///
/// ```swift
/// model.$name.assign(to: \.title, on: self, ownership: .weak).store(in: &cancellables)
/// ```
public enum ObjectOwnership: Sendable {
  /// Holds the object strongly, like Combine's `assign(to:on:)`.
  case strong
  /// Holds the object weakly; the subscription ends at the first value after it is released.
  case weak
  /// Holds the object unowned; a value after its release is a programming error (a trap).
  case unowned
}

extension Publisher where Failure == Never {
  /// Writes each value to a property of an object held as `ownership` says.
  ///
  /// Beyond Combine. With `.weak`, the subscription never keeps `object` alive, and at the first
  /// value after `object` is released it cancels the upstream.
  ///
  /// ```swift
  /// model.$name.assign(to: \.title, on: self, ownership: .weak).store(in: &cancellables)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property written.
  ///   - object: The object written to.
  ///   - ownership: How the subscription holds `object`.
  /// - Returns: A cancellable that ends the subscription.
  public func assign<Root: AnyObject>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>,
    on object: Root,
    ownership: ObjectOwnership = .strong
  ) -> AnyCancellable {
    switch ownership {
    case .strong:
      assign(to: keyPath, on: object)
    case .weak:
      sink(with: object) { object, value in object[keyPath: keyPath] = value }
    case .unowned:
      sink { [unowned object] value in object[keyPath: keyPath] = value }
    }
  }
}
