/// A view at its ideal size on some axes: `fixedSize()`.
public struct _FixedSizeLayout: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let horizontal: Bool
  let vertical: Bool
}

extension View {
  /// Fixes this view at its ideal size on the chosen axes: it is proposed no size there.
  ///
  /// ```swift
  /// Text("A long title that should not wrap").fixedSize(horizontal: true, vertical: false)
  /// ```
  ///
  /// - Parameters:
  ///   - horizontal: Whether the width is the ideal width.
  ///   - vertical: Whether the height is the ideal height.
  /// - Returns: The view at its ideal size on those axes.
  public func fixedSize(
    horizontal: Bool,
    vertical: Bool
  ) -> ModifiedContent<Self, _FixedSizeLayout> {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }

  /// Fixes this view at its ideal size on both axes.
  ///
  /// ```swift
  /// Text("Never wraps").fixedSize()
  /// ```
  ///
  /// - Returns: The view at its ideal size.
  public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
    fixedSize(horizontal: true, vertical: true)
  }
}

extension _FixedSizeLayout: LayoutModifier {
  var layoutKind: LayoutKind { .fixedSize(horizontal: horizontal, vertical: vertical) }
}
