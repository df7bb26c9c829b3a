/// A style that draws every toggle in a subtree.
///
/// Its body is what is laid out and drawn in place of the toggle; `host.toggle(_:)` still
/// switches the toggle's binding.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       HStack {
///         Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///         configuration.label
///       }
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The toggle's properties a style reads.
  typealias Configuration = ToggleStyleConfiguration

  /// Makes the view of a toggle.
  ///
  /// - Parameter configuration: The toggle's label and state.
  /// - Returns: The view.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` is given: the toggle's label and its state, as a binding.
///
/// ```swift
/// configuration.label.opacity(configuration.isOn ? 1 : 0.5)
/// ```
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View {
    public typealias Body = Never
    let content: any View
  }

  /// The toggle's label.
  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on; `$isOn` is the binding to switch it.
  @Binding public var isOn: Bool
  /// Whether the toggle shows a mixed state (always `false` here).
  public var isMixed: Bool = false

  init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

extension ToggleStyleConfiguration.Label: PrimitiveView, StructuralView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

/// A ``ToggleStyle`` without its type.
struct AnyToggleStyleBox {
  let base: Any
  let make: @MainActor (ToggleStyleConfiguration) -> AnyView
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyleBox? { nil }
}

extension EnvironmentValues {
  /// The style of the toggles in this subtree; `nil` for the default look.
  var _toggleStyle: AnyToggleStyleBox? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

/// The platform's default toggle style (a switch on iOS): the label as it is, headlessly.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the default style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A switch: the label as it is, headlessly (the switch takes no room).
///
/// ```swift
/// Toggle("Sounds", isOn: $sounds).toggleStyle(SwitchToggleStyle(tint: .orange))
/// ```
///
/// Differs from SwiftUI: no switch is drawn, so a tint is recorded (as `tint(_:)` on the
/// label) and changes nothing headlessly.
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?

  /// Creates the switch style.
  public init() { tint = nil }

  /// Creates the switch style with the colour the switch shows while on.
  ///
  /// - Parameter tint: The colour of the switch while on.
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.tint(tint)
  }
}

/// A button that looks pressed while on: the label as it is, headlessly.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates the button style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A checkbox (macOS): the label as it is, headlessly.
public struct CheckboxToggleStyle: ToggleStyle {
  /// Creates the checkbox style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that looks pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox (macOS).
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// Sets the toggle style of the content: `toggleStyle(_:)`.
public struct _ToggleStyleModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let style: AnyToggleStyleBox
  let name: String

  var environmentSignature: Any? { style.base }

  func transform(environment: inout EnvironmentValues) {
    environment._toggleStyle = style
  }

  var snapshotLine: String { ".toggleStyle(\(name))" }
}

extension View {
  /// Draws the toggles in this view with a style.
  ///
  /// ```swift
  /// Toggle("Done", isOn: $isDone).toggleStyle(CheckmarkStyle())
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _ToggleStyleModifier>
  {
    let box = AnyToggleStyleBox(base: style) { AnyView(style.makeBody(configuration: $0)) }
    return modifier(_ToggleStyleModifier(style: box, name: TypeNames.unqualified(S.self)))
  }
}
