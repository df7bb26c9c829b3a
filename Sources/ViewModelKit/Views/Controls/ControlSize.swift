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

private struct ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
  /// The size of the controls in this subtree (``ControlSize/regular`` unless written);
  /// `controlSize(_:)` sets it.
  ///
  /// ```swift
  /// struct PillStyle: ButtonStyle {
  ///   @Environment(\.controlSize) private var controlSize
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     configuration.label.padding(controlSize == .large ? 16 : 8)
  ///   }
  /// }
  /// ```
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the size of the controls in this view.
  ///
  /// It writes ``EnvironmentValues/controlSize``, which a style or a view reads. The built-in
  /// controls keep their layout headlessly; the size is also recorded on the view, as tree
  /// descriptions show it.
  ///
  /// - Parameter controlSize: The size.
  /// - Returns: The view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    style("controlSize", controlSize).environment(\.controlSize, controlSize)
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
