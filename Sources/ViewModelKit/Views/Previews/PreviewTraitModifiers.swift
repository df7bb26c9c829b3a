/// A preview trait: how Xcode's canvas shows a preview.
///
/// It changes nothing in the view; a ``PreviewCatalog`` reads it.
public struct _PreviewTraitModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let trait: PreviewSetting
}

/// One of the preview modifiers' values.
enum PreviewSetting: Sendable {
  case layout(PreviewLayout)
  case displayName(String?)
  case device(PreviewDevice?)
  case orientation(InterfaceOrientation)
}

extension View {
  /// Sizes this preview (read by ``PreviewCatalog``; no effect on the view itself).
  ///
  /// ```swift
  /// BadgeView(count: 3).previewLayout(.sizeThatFits)
  /// ```
  ///
  /// - Parameter value: The layout.
  /// - Returns: The view.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(_PreviewTraitModifier(trait: .layout(value)))
  }

  /// Names this preview (read by ``PreviewCatalog``; no effect on the view itself).
  ///
  /// ```swift
  /// ContentView().previewDisplayName("Empty state")
  /// ```
  ///
  /// - Parameter value: The name, or `nil` for none.
  /// - Returns: The view.
  public func previewDisplayName(_ value: String?) -> some View {
    modifier(_PreviewTraitModifier(trait: .displayName(value)))
  }

  /// Runs this preview on a device: its screen size (read by ``PreviewCatalog``).
  ///
  /// ```swift
  /// ContentView().previewDevice("iPhone SE (3rd generation)")
  /// ```
  ///
  /// - Parameter value: The device, or `nil` for the default.
  /// - Returns: The view.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(_PreviewTraitModifier(trait: .device(value)))
  }

  /// Turns this preview's device (read by ``PreviewCatalog``: landscape swaps the screen's sides).
  ///
  /// ```swift
  /// ContentView().previewInterfaceOrientation(.landscapeLeft)
  /// ```
  ///
  /// - Parameter value: The orientation.
  /// - Returns: The view.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(_PreviewTraitModifier(trait: .orientation(value)))
  }
}
