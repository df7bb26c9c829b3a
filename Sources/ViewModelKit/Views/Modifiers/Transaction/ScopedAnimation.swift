/// The animation outside an `animation(_:body:)`, which its content keeps.
private struct OuterAnimationKey: TransactionKey {
  static let defaultValue: Animation?? = nil
}

/// The content of an `animation(_:body:)`: its changes keep the transaction they came with, not
/// the scoped animation.
struct ScopedAnimationContent: View, BuiltInView, StructuralView {
  let content: any View

  var body: some View {
    AnyView(content)
      .transaction { transaction in
        guard case .some(let outer) = transaction[OuterAnimationKey.self] else { return }
        transaction.animation = outer
        transaction[OuterAnimationKey.self] = nil
      }
  }
}

extension View {
  /// Animates the changes of the modifiers applied in `body` with `animation`, and only them
  /// (iOS 17): the view itself keeps the transaction of its own changes.
  ///
  /// ```swift
  /// Text("Saved")
  ///   .animation(.spring(duration: 2)) { $0.opacity(isVisible ? 1 : 0) }
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The animation, or `nil` for none.
  ///   - body: Applies modifiers to the placeholder for this view.
  /// - Returns: The view.
  public func animation<V: View>(
    _ animation: Animation?,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self))
      .transaction { transaction in
        transaction[OuterAnimationKey.self] = .some(transaction.animation)
        if !transaction.disablesAnimations { transaction.animation = animation }
      }
  }
}
