/// A built-in modifier that is a layout of its own (`fixedSize`, `aspectRatio`, `position`…):
/// the layout tree gives it a box of that kind around its content.
@MainActor
protocol LayoutModifier {
  /// The kind of the modifier's box.
  var layoutKind: LayoutKind { get }
}
