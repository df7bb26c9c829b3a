/// A built-in view whose children depend on its node as well as on its value: a `ForEach` in a
/// lazy container expands only the rows of its realization window.
@MainActor
protocol NodeExpandingView {
  /// The children for `node`, or `nil` to expand as ``PrimitiveView/children()`` does.
  func children(of node: ViewNode) -> [(key: ChildKey, view: any View)]?
}

/// A view whose layout kind depends on its node (a lazy container's window).
@MainActor
protocol NodeLayoutConvertible {
  func layoutKind(of node: ViewNode) -> LayoutKind
}
