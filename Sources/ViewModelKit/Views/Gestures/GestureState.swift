/// State that a gesture sets while it is recognised, and that returns to its initial value when the
/// gesture ends or is cancelled.
///
/// Read it in `body` like `@State`; only a gesture's `updating(_:body:)` writes it.
///
/// ```swift
/// @GestureState private var isPressing = false
/// var body: some View {
///   Circle()
///     .scaleEffect(isPressing ? 0.9 : 1)
///     .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
/// }
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let box: StateBox<Value>
  let resetTransaction: (Value, inout Transaction) -> Void

  /// Creates gesture state.
  ///
  /// - Parameter wrappedValue: The initial value, which it returns to when a gesture ends.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
  }

  /// Creates gesture state.
  ///
  /// - Parameter initialValue: The initial value, which it returns to when a gesture ends.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Creates gesture state whose return to the initial value has a transaction (an animation).
  ///
  /// ```swift
  /// @GestureState(resetTransaction: Transaction(animation: .spring())) var offset = CGSize.zero
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The initial value.
  ///   - resetTransaction: The transaction of the return.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
  }

  /// Creates gesture state whose return to the initial value sets its transaction in a closure.
  ///
  /// - Parameters:
  ///   - wrappedValue: The initial value.
  ///   - reset: Sets the transaction of the return, given the value before it.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    box = StateBox(initial: wrappedValue)
    resetTransaction = reset
  }

  /// Creates gesture state whose return to the initial value has a transaction.
  ///
  /// - Parameters:
  ///   - initialValue: The initial value.
  ///   - resetTransaction: The transaction of the return.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// The current value.
  public var wrappedValue: Value { box.read() }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  func update(_ value: Value, transaction: Transaction) {
    box.slot?.write(value, transaction: transaction)
  }

  func reset() {
    var transaction = Transaction()
    resetTransaction(box.read(), &transaction)
    box.slot?.write(box.initial, transaction: transaction)
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Creates gesture state whose initial value is `nil`.
  ///
  /// - Parameter resetTransaction: The transaction of the return to `nil`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }
}

extension GestureState: InstallableProperty {
  func install(on node: ViewNode, field: FieldPath) {
    box.slot = node.stateSlot(for: field, initial: box.initial)
  }
}
