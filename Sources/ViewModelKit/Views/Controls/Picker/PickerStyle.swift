/// How a ``Picker`` presents its options; use the built-in styles (`.menu`, `.segmented`,
/// `.wheel`, `.inline`, `.navigationLink`, `.palette`, `.automatic`), as in SwiftUI.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
/// ```
public protocol PickerStyle {}

/// The built-in picker styles, as the picker lays them out.
enum PickerStyleKind: String {
  case automatic, menu, segmented, wheel, inline, navigationLink, palette
}

/// A built-in picker style, seen without its type.
protocol BuiltInPickerStyle {
  var kind: PickerStyleKind { get }
}

/// The platform's default: a menu.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
  var kind: PickerStyleKind { .automatic }
  /// Creates the style.
  public init() {}
}

/// One row showing the selection; choosing opens a menu.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
  var kind: PickerStyleKind { .menu }
  /// Creates the style.
  public init() {}
}

/// The options side by side.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
  var kind: PickerStyleKind { .segmented }
  /// Creates the style.
  public init() {}
}

/// A spinning wheel: headless, the label above every option.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
  var kind: PickerStyleKind { .wheel }
  /// Creates the style.
  public init() {}
}

/// The options inline: the label above every option.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
  var kind: PickerStyleKind { .inline }
  /// Creates the style.
  public init() {}
}

/// One row that pushes a list of options: headless, laid out as a menu picker (navigation is
/// not modelled).
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
  var kind: PickerStyleKind { .navigationLink }
  /// Creates the style.
  public init() {}
}

/// A row of options, as in a menu's palette: laid out as a segmented picker.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
  var kind: PickerStyleKind { .palette }
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default: a menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// One row showing the selection.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The options side by side.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A spinning wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// One row that pushes a list of options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A row of options.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.automatic
}

private struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The style of the pickers in this subtree.
  var _pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }

  /// Whether controls in this subtree hide their labels: `labelsHidden()`.
  var _labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

/// Sets the picker style of the content: `pickerStyle(_:)`.
public struct _PickerStyleModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let kind: PickerStyleKind

  var environmentSignature: Any? { kind }

  func transform(environment: inout EnvironmentValues) {
    environment._pickerStyle = kind
  }

  var snapshotLine: String { ".pickerStyle(\(kind.rawValue))" }
}

/// Hides the labels of the controls in the content: `labelsHidden()`.
public struct _LabelsHiddenModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never

  var environmentSignature: Any? { true }

  func transform(environment: inout EnvironmentValues) {
    environment._labelsHidden = true
  }

  var snapshotLine: String { ".labelsHidden()" }
}

extension View {
  /// Presents the pickers in this view with a style.
  ///
  /// ```swift
  /// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _PickerStyleModifier>
  {
    modifier(_PickerStyleModifier(kind: (style as? any BuiltInPickerStyle)?.kind ?? .automatic))
  }

  /// Hides the labels of the pickers, steppers, sliders and date pickers in this view; the host
  /// still finds them by their labels. (Toggles and text fields keep theirs headlessly, as the
  /// label is all that is laid out of them.)
  ///
  /// ```swift
  /// Picker("Size", selection: $size) { … }.labelsHidden()
  /// ```
  ///
  /// - Returns: The view.
  public func labelsHidden() -> ModifiedContent<Self, _LabelsHiddenModifier> {
    modifier(_LabelsHiddenModifier())
  }
}
