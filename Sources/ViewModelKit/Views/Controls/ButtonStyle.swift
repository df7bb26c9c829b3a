/// A style that draws every button in a subtree, as the button is pressed or not.
///
/// Its body is what is laid out and drawn in place of the button's label; tapping runs the
/// button's action as before.
///
/// ```swift
/// struct ScaleButtonStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding()
///       .scaleEffect(configuration.isPressed ? 0.9 : 1)
///   }
/// }
/// Button("Save") { save() }.buttonStyle(ScaleButtonStyle())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The button's properties a style reads.
  typealias Configuration = ButtonStyleConfiguration

  /// Makes the view of a button.
  ///
  /// - Parameter configuration: The button's label, role and pressed state.
  /// - Returns: The view.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` is given: the button's label, whether it is pressed, and its role.
///
/// ```swift
/// configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
/// ```
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    public typealias Body = Never
    let content: any View
  }

  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the button is held down (`host.press(_:)`; a tap does not hold it).
  public let isPressed: Bool
  /// The button's role, if it has one.
  public let role: ButtonRole?
}

extension ButtonStyleConfiguration.Label: PrimitiveView, StructuralView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

/// A style that decides both how a button looks and when it triggers.
///
/// Headless, a tap on such a button goes to what the style's body offers (a `Button(configuration)`
/// or an `onTapGesture` that calls `configuration.trigger()`); a body that offers nothing cannot
/// be tapped.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The button's properties a style reads.
  typealias Configuration = PrimitiveButtonStyleConfiguration

  /// Makes the view of a button.
  ///
  /// - Parameter configuration: The button's label, role and trigger.
  /// - Returns: The view.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` is given: the button's label, role and action.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label

  /// The button's label.
  public let label: PrimitiveButtonStyleConfiguration.Label
  /// The button's role, if it has one.
  public let role: ButtonRole?
  let action: () -> Void

  init(label: Label, role: ButtonRole?, trigger: @escaping () -> Void) {
    self.label = label
    self.role = role
    action = trigger
  }

  /// Runs the button's action.
  public func trigger() { action() }
}

/// A button style, seen without its type: what `buttonStyle(_:)` puts in the environment.
enum ResolvedButtonStyle {
  case style(AnyButtonStyleBox)
  case primitive(AnyPrimitiveButtonStyleBox)
}

/// A ``ButtonStyle`` without its type.
struct AnyButtonStyleBox {
  let base: Any
  let make: @MainActor (ButtonStyleConfiguration) -> AnyView

  @MainActor func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView {
    make(configuration)
  }
}

/// A ``PrimitiveButtonStyle`` without its type.
struct AnyPrimitiveButtonStyleBox {
  let base: Any
  let isBuiltIn: Bool
  let make: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView

  @MainActor func makeBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
    make(configuration)
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: ResolvedButtonStyle? { nil }
}

private struct DismissMenuKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
  /// The style of the buttons in this subtree; `nil` for the default look.
  var _buttonStyle: ResolvedButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// Closes the ``Menu`` whose content this is, after one of its buttons was tapped.
  var _dismissMenu: (@MainActor () -> Void)? {
    get { self[DismissMenuKey.self] }
    set { self[DismissMenuKey.self] = newValue }
  }
}

/// Sets the button style of the content: `buttonStyle(_:)`.
public struct _ButtonStyleModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let style: ResolvedButtonStyle
  let name: String

  var environmentSignature: Any? {
    switch style {
    case .style(let box): box.base
    case .primitive(let box): box.base
    }
  }

  func transform(environment: inout EnvironmentValues) {
    environment._buttonStyle = style
  }

  var snapshotLine: String { ".buttonStyle(\(name))" }
}

extension View {
  /// Draws the buttons in this view with a style.
  ///
  /// ```swift
  /// Button("Save") { save() }.buttonStyle(ScaleButtonStyle())
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _ButtonStyleModifier>
  {
    let box = AnyButtonStyleBox(base: style) { AnyView(style.makeBody(configuration: $0)) }
    return modifier(_ButtonStyleModifier(style: .style(box), name: TypeNames.unqualified(S.self)))
  }

  /// Draws the buttons in this view with a primitive style, which decides when they trigger.
  ///
  /// ```swift
  /// Button("Save") { save() }.buttonStyle(.borderedProminent)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func buttonStyle<S: PrimitiveButtonStyle>(
    _ style: S
  ) -> ModifiedContent<Self, _ButtonStyleModifier> {
    let box = AnyPrimitiveButtonStyleBox(base: style, isBuiltIn: style is any BuiltInButtonStyle) {
      AnyView(style.makeBody(configuration: $0))
    }
    let name = (style as? any BuiltInButtonStyle)?.name ?? TypeNames.unqualified(S.self)
    return modifier(_ButtonStyleModifier(style: .primitive(box), name: name))
  }
}
