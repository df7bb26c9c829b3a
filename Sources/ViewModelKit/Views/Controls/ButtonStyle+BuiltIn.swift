/// A built-in button style, which a tap goes through as to a plain button.
@MainActor
protocol BuiltInButtonStyle {
  var name: String { get }
}

/// The platform's default button style: the label as it is.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.automatic)
/// ```
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  var name: String { "automatic" }

  /// Creates the default style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A style that draws the label with no decoration, also while pressed.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.plain)
/// ```
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  var name: String { "plain" }

  /// Creates the plain style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A style with no border: the label as it is (tinted on a device; recorded here).
///
/// ```swift
/// Button("More") { more() }.buttonStyle(.borderless)
/// ```
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  var name: String { "borderless" }

  /// Creates the borderless style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A style with a tinted, rounded border: the label inset 12 points left and right and 7 above
/// and below (a project measure of a regular-size bordered button; the fill is recorded, not
/// drawn).
///
/// ```swift
/// Button("Retry") { retry() }.buttonStyle(.bordered)
/// ```
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  var name: String { "bordered" }

  /// Creates the bordered style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }
}

/// A style with a filled, prominent border: laid out as ``BorderedButtonStyle`` (the fill is
/// recorded, not drawn).
///
/// ```swift
/// Button("Buy") { buy() }.buttonStyle(.borderedProminent)
/// ```
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  var name: String { "borderedProminent" }

  /// Creates the bordered prominent style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label with no decoration.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// No border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted, rounded border.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A filled, prominent border.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
