/// Animates the content's changes in the update in which `value` changed:
/// `animation(_:value:)`.
///
/// In that update (and only that one) the content's transaction gets this animation, `nil`
/// included (which removes an outer animation); nothing happens when the transaction disables
/// animations. In other updates the incoming animation passes through unchanged.
public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let animation: Animation?
  let value: Value

  func transform(transaction: inout Transaction, node: ViewNode) {
    let state = node.modifierState as? ValueChangeState<Value> ?? ValueChangeState(value: value)
    node.modifierState = state
    if state.value != value {
      state.value = value
      state.changedInPass = node.graph.passNumber
    }
    guard state.changedInPass == node.graph.passNumber, !transaction.disablesAnimations else {
      return
    }
    transaction.animation = animation
  }
}

/// The last value an `animation(_:value:)` saw, and the update pass in which it changed.
final class ValueChangeState<Value> {
  var value: Value
  var changedInPass = 0

  init(value: Value) {
    self.value = value
  }
}

/// Changes the transaction of the content's updates: `transaction(_:)` and the deprecated
/// `animation(_:)`.
public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let transform: (inout Transaction) -> Void

  func transform(transaction: inout Transaction, node: ViewNode) {
    transform(&transaction)
  }
}

extension View {
  /// Animates this view's changes with `animation` in the updates in which `value` changes.
  ///
  /// ```swift
  /// DetailPanel().opacity(isOn ? 1 : 0.4).animation(.default, value: isOn)
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The animation, or `nil` to remove an outer one.
  ///   - value: The value to watch.
  /// - Returns: The view.
  public func animation<V: Equatable>(
    _ animation: Animation?,
    value: V
  )
    -> ModifiedContent<Self, _AnimationModifier<V>>
  {
    modifier(_AnimationModifier(animation: animation, value: value))
  }

  /// Animates every change of this view with `animation` (deprecated in SwiftUI since iOS 15;
  /// prefer `animation(_:value:)`).
  ///
  /// Unlike SwiftUI, it carries no `@available(deprecated)` attribute, so that code and tests
  /// showing why it was deprecated build without warnings; it behaves as SwiftUI's does.
  ///
  /// ```swift
  /// Circle().scaleEffect(scale).animation(.easeIn)
  /// ```
  ///
  /// - Parameter animation: The animation.
  /// - Returns: The view.
  public func animation(_ animation: Animation?) -> ModifiedContent<Self, _TransactionModifier> {
    transaction { transaction in
      if !transaction.disablesAnimations { transaction.animation = animation }
    }
  }

  /// Changes the transaction of every update of this view and its descendants.
  ///
  /// ```swift
  /// Text("Fixed").transaction { $0.animation = nil }
  /// ```
  ///
  /// - Parameter transform: Changes the transaction.
  /// - Returns: The view.
  public func transaction(
    _ transform: @escaping (inout Transaction) -> Void
  )
    -> ModifiedContent<Self, _TransactionModifier>
  {
    modifier(_TransactionModifier(transform: transform))
  }
}
