/// A read-write reference to a value owned elsewhere: a parent's `State`, an observed object's
/// property, or any getter and setter.
///
/// Reading a binding in `body` makes the view depend on the bound value; writing it schedules the
/// update in the binding's transaction, overridden by the transaction current at the write.
///
/// ```swift
/// struct EnabledToggle: View {
///   @Binding var isOn: Bool
///   var body: some View { Toggle("Enabled", isOn: $isOn) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// The transaction a write through this binding carries, unless one is current at the write.
  public var transaction: Transaction

  let location: any BindingLocation<Value>

  init(location: any BindingLocation<Value>, transaction: Transaction = Transaction()) {
    self.location = location
    self.transaction = transaction
  }

  /// Creates a binding from a getter and a setter.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
  }

  /// Creates a binding from a getter and a setter that receives the write's transaction.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value in a transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set))
  }

  /// Creates a binding from another binding (what `@Binding var x` initialisers receive).
  ///
  /// - Parameter projectedValue: The binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored.
  ///
  /// ```swift
  /// Toggle("Locked", isOn: .constant(true))
  /// ```
  ///
  /// - Parameter value: The value.
  /// - Returns: The binding.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value: value))
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set {
      // The binding's own transaction, overridden by the one current at the write.
      location.set(newValue, transaction: Transaction.current.merged(over: transaction))
    }
  }

  /// The binding itself, for `$property` syntax.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the bound value.
  ///
  /// ```swift
  /// TextField("Name", text: $profile.name)
  /// ```
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      location: MemberLocation(base: location, keyPath: keyPath),
      transaction: transaction
    )
  }

  /// The same binding, whose writes carry an animation.
  ///
  /// ```swift
  /// Toggle("Show", isOn: $isShown.animation(.easeInOut))
  /// ```
  ///
  /// - Parameter animation: The animation; `.default` when omitted.
  /// - Returns: The binding.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }

  /// The same binding, whose writes carry a transaction.
  ///
  /// - Parameter transaction: The transaction.
  /// - Returns: The binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding: DynamicProperty {}

extension Binding: InstallableProperty {
  /// A binding needs no storage of its own; the node remembers the field's name, so that a change
  /// of the bound state is reported under it.
  ///
  /// Holding a binding is depending on its value, as in SwiftUI, where a binding carries a
  /// snapshot of its value that makes the view's input differ when the value changes: the node
  /// reads the bound value (the part this binding projects) at each evaluation, so a change of it
  /// recomputes the view with cause `parent`, even when its body only passes the binding on.
  func install(on node: ViewNode, field: FieldPath) {
    node.bindingFieldNames[location.rootIdentity] = field.name
    let location = location
    node.heldBindingReads.append { _ = location.get() }
  }
}

/// Where a binding reads and writes.
protocol BindingLocation<Value>: AnyObject {
  associatedtype Value
  func get() -> Value
  func set(_ value: Value, transaction: Transaction)
  /// Whether two locations are the same place, for comparing view inputs.
  func isSameLocation(as other: AnyObject) -> Bool
  /// Reads a part of the value; a state slot records that the reading body depends on that part
  /// only.
  func readProjected<T>(_ transform: @escaping (Value) -> T) -> T
  /// The identity of the storage at the bottom of this location (a state slot, for member
  /// bindings too).
  var rootIdentity: ObjectIdentifier { get }
}

extension BindingLocation {
  func isSameLocation(as other: AnyObject) -> Bool { self === other }

  func readProjected<T>(_ transform: @escaping (Value) -> T) -> T { transform(get()) }

  var rootIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}

/// A binding made from a getter and a setter; two of them are never the same place.
final class ClosureLocation<Value>: BindingLocation {
  let getter: () -> Value
  let setter: (Value, Transaction) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  func get() -> Value { getter() }

  func set(_ value: Value, transaction: Transaction) {
    setter(value, transaction)
  }
}

/// A binding to a constant: writes are ignored.
final class ConstantLocation<Value>: BindingLocation {
  let value: Value

  init(value: Value) {
    self.value = value
  }

  func get() -> Value { value }

  func set(_ value: Value, transaction: Transaction) {}
}

/// A binding to a property of another binding's value.
final class MemberLocation<Base, Value>: BindingLocation {
  let base: any BindingLocation<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: any BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  func get() -> Value {
    let keyPath = keyPath
    return base.readProjected { $0[keyPath: keyPath] }
  }

  func readProjected<T>(_ transform: @escaping (Value) -> T) -> T {
    let keyPath = keyPath
    return base.readProjected { transform($0[keyPath: keyPath]) }
  }

  var rootIdentity: ObjectIdentifier { base.rootIdentity }

  func set(_ value: Value, transaction: Transaction) {
    var whole = base.get()
    whole[keyPath: keyPath] = value
    base.set(whole, transaction: transaction)
  }

  func isSameLocation(as other: AnyObject) -> Bool {
    guard let other = other as? MemberLocation<Base, Value> else { return false }
    return other.keyPath == keyPath && base.isSameLocation(as: other.base)
  }
}
