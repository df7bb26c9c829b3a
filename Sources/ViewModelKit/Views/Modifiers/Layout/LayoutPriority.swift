/// The priority a stack gives a view when it shares out space: `layoutPriority(_:)`.
public struct _LayoutPriorityLayout: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let priority: Double
}

extension View {
  /// Sets the priority with which a parent stack gives this view space.
  ///
  /// A stack offers its space to the views of the highest priority first, each one the share
  /// left after the lower priorities' minimum sizes; the default priority is 0, a `Spacer`'s is
  /// below every other.
  ///
  /// ```swift
  /// HStack {
  ///   Text("Blueberry muffin").layoutPriority(1)
  ///   Spacer()
  ///   Text("$3.50")
  /// }
  /// ```
  ///
  /// - Parameter value: The priority.
  /// - Returns: The view with the priority.
  public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityLayout> {
    modifier(_LayoutPriorityLayout(priority: value))
  }
}

extension _LayoutPriorityLayout: LayoutModifier {
  var layoutKind: LayoutKind { .layoutPriority(priority) }
}
