import Foundation

/// Storage for an animation's state, one value per ``AnimationStateKey`` type.
///
/// A key that was never written reads as its `defaultValue`.
///
/// ```swift
/// struct PassCount: AnimationStateKey { static var defaultValue: Int { 0 } }
/// var state = AnimationState<Double>()
/// state[PassCount.self] += 1
/// ```
public struct AnimationState<Value: VectorArithmetic> {
  var storage: [ObjectIdentifier: Any] = [:]
  /// The fluid spring's state, stored typed rather than in `storage`.
  ///
  /// A spring reads and writes it at every frame, and a dictionary of `Any` would box, look up
  /// and copy it each time. The subscript reads and writes it for `FluidSpringState<Value>`, so no key sees a difference.
  var fluidSpring: FluidSpringState<Value>?

  /// Creates empty state.
  ///
  /// ```swift
  /// let state = AnimationState<Double>()
  /// ```
  public init() {}

  /// Reads or writes the state stored for a key.
  ///
  /// ```swift
  /// state[PassCount.self] = 2
  /// ```
  ///
  /// - Parameter key: The key type.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get {
      if K.self == FluidSpringState<Value>.self {
        // `K` is `FluidSpringState<Value>`, whose `Value` is itself.
        return unsafeBitCast(fluidSpring ?? FluidSpringState(), to: K.Value.self)
      }
      return storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
    set {
      if K.self == FluidSpringState<Value>.self {
        fluidSpring = unsafeBitCast(newValue, to: FluidSpringState<Value>.self)
        return
      }
      storage[ObjectIdentifier(key)] = newValue
    }
  }
}

/// A key for a value stored in ``AnimationState``.
///
/// ```swift
/// struct PassCount: AnimationStateKey {
///   static var defaultValue: Int { 0 }
/// }
/// ```
public protocol AnimationStateKey {
  /// The type of the stored value.
  associatedtype Value

  /// The value read before any is written.
  ///
  /// ```swift
  /// static var defaultValue: Int { 0 }
  /// ```
  static var defaultValue: Value { get }
}
