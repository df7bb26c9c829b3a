// CombineExt's `assign(to:on:and:on:)` and `assign(to:on:and:on:and:on:)`.

extension Publisher where Failure == Never {
  /// Writes each value to two properties (CombineExt).
  ///
  /// ```swift
  /// let cancellable = title.assign(to: \.text, on: header, and: \.text, on: footer)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath1: The first property.
  ///   - object1: The first object, held strongly.
  ///   - keyPath2: The second property.
  ///   - object2: The second object, held strongly.
  /// - Returns: A cancellable that ends the writes.
  public func assign<Root1, Root2>(
    to keyPath1: ReferenceWritableKeyPath<Root1, Output>,
    on object1: Root1,
    and keyPath2: ReferenceWritableKeyPath<Root2, Output>,
    on object2: Root2
  ) -> AnyCancellable {
    sink { value in
      object1[keyPath: keyPath1] = value
      object2[keyPath: keyPath2] = value
    }
  }

  /// Writes each value to three properties (CombineExt).
  ///
  /// ```swift
  /// let cancellable = title.assign(to: \.a, on: x, and: \.b, on: y, and: \.c, on: z)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath1: The first property.
  ///   - object1: The first object, held strongly.
  ///   - keyPath2: The second property.
  ///   - object2: The second object, held strongly.
  ///   - keyPath3: The third property.
  ///   - object3: The third object, held strongly.
  /// - Returns: A cancellable that ends the writes.
  public func assign<Root1, Root2, Root3>(
    to keyPath1: ReferenceWritableKeyPath<Root1, Output>,
    on object1: Root1,
    and keyPath2: ReferenceWritableKeyPath<Root2, Output>,
    on object2: Root2,
    and keyPath3: ReferenceWritableKeyPath<Root3, Output>,
    on object3: Root3
  ) -> AnyCancellable {
    sink { value in
      object1[keyPath: keyPath1] = value
      object2[keyPath: keyPath2] = value
      object3[keyPath: keyPath3] = value
    }
  }
}
