public import Signals

// CombineExt's `assign(to:on:and:on:ownership:)` and `assign(to:on:and:on:and:on:ownership:)`;
// the one-object form with `ownership:` is Signals' own.

extension Publisher where Failure == Never {
  /// Writes each value to two properties, holding the objects as `ownership` says (CombineExt).
  ///
  /// With `.weak`, a released object is skipped and the other is still written to.
  ///
  /// ```swift
  /// let cancellable = title.assign(to: \.text, on: header, and: \.text, on: footer)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath1: The first property.
  ///   - object1: The first object.
  ///   - keyPath2: The second property.
  ///   - object2: The second object.
  ///   - ownership: How the subscription holds the objects; strongly by default.
  /// - Returns: A cancellable that ends the writes.
  public func assign<Root1: AnyObject, Root2: AnyObject>(
    to keyPath1: ReferenceWritableKeyPath<Root1, Output>,
    on object1: Root1,
    and keyPath2: ReferenceWritableKeyPath<Root2, Output>,
    on object2: Root2,
    ownership: ObjectOwnership = .strong
  ) -> AnyCancellable {
    let first = HeldObject(object1, ownership)
    let second = HeldObject(object2, ownership)
    return sink { value in
      first.object?[keyPath: keyPath1] = value
      second.object?[keyPath: keyPath2] = value
    }
  }

  /// Writes each value to three properties, holding the objects as `ownership` says
  /// (CombineExt).
  ///
  /// With `.weak`, a released object is skipped and the others are still written to.
  ///
  /// ```swift
  /// let cancellable = title.assign(to: \.a, on: x, and: \.b, on: y, and: \.c, on: z)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath1: The first property.
  ///   - object1: The first object.
  ///   - keyPath2: The second property.
  ///   - object2: The second object.
  ///   - keyPath3: The third property.
  ///   - object3: The third object.
  ///   - ownership: How the subscription holds the objects; strongly by default.
  /// - Returns: A cancellable that ends the writes.
  public func assign<Root1: AnyObject, Root2: AnyObject, Root3: AnyObject>(
    to keyPath1: ReferenceWritableKeyPath<Root1, Output>,
    on object1: Root1,
    and keyPath2: ReferenceWritableKeyPath<Root2, Output>,
    on object2: Root2,
    and keyPath3: ReferenceWritableKeyPath<Root3, Output>,
    on object3: Root3,
    ownership: ObjectOwnership = .strong
  ) -> AnyCancellable {
    let first = HeldObject(object1, ownership)
    let second = HeldObject(object2, ownership)
    let third = HeldObject(object3, ownership)
    return sink { value in
      first.object?[keyPath: keyPath1] = value
      second.object?[keyPath: keyPath2] = value
      third.object?[keyPath: keyPath3] = value
    }
  }
}

/// An object held strongly, weakly or unowned, as an ``ObjectOwnership`` says.
private struct HeldObject<Root: AnyObject> {
  private let strong: Root?
  private weak var weak: Root?
  private unowned let unowned: Root?

  init(_ object: Root, _ ownership: ObjectOwnership) {
    strong = ownership == .strong ? object : nil
    weak = ownership == .weak ? object : nil
    unowned = ownership == .unowned ? object : nil
  }

  /// The object, or `nil` once a weakly held one is released; reading an unowned one after its
  /// release traps.
  var object: Root? { strong ?? weak ?? unowned }
}
