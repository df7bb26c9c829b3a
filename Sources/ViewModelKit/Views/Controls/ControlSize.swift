/// The size class of controls: `controlSize(_:)`.
///
/// ```swift
/// Button("Buy") { buy() }.controlSize(.large)
/// ```
public enum ControlSize: String, CaseIterable, Hashable, Sendable {
  /// The smallest controls.
  case mini
  /// Small controls.
  case small
  /// The default size.
  case regular
  /// Large controls.
  case large
  /// Extra large controls.
  case extraLarge
}

/// The shape of a bordered button's border: `buttonBorderShape(_:)`.
///
/// ```swift
/// Button("Buy") { buy() }.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Equatable, Sendable, CustomStringConvertible {
  public let description: String

  /// The style's own shape.
  public static let automatic = ButtonBorderShape(description: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(description: "capsule")
  /// A rounded rectangle with the system's radius.
  public static let roundedRectangle = ButtonBorderShape(description: "roundedRectangle")
  /// A circle.
  public static let circle = ButtonBorderShape(description: "circle")

  /// A rounded rectangle with a radius.
  ///
  /// - Parameter radius: The corner radius.
  /// - Returns: The shape.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(description: "roundedRectangle(radius: \(radius))")
  }
}

extension View {
  /// Sets the size of the controls in this view (recorded; layout does not change headlessly).
  ///
  /// - Parameter controlSize: The size.
  /// - Returns: The view.
  public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _StyleModifier> {
    style("controlSize", controlSize)
  }

  /// Sets the border shape of bordered buttons in this view (recorded).
  ///
  /// - Parameter shape: The shape.
  /// - Returns: The view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _StyleModifier>
  {
    style("buttonBorderShape", shape)
  }
}
