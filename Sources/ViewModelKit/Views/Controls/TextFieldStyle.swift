/// A style that draws every text field (and secure field) in a subtree.
///
/// Styles are written, as in SwiftUI, with the `_body(configuration:)` requirement: the
/// configuration is the field itself, drawn plainly, which the style decorates.
///
/// ```swift
/// struct FilledFieldStyle: TextFieldStyle {
///   func _body(configuration: TextField<Self._Label>) -> some View {
///     configuration
///       .padding(10)
///       .background(Color.gray)
///   }
/// }
/// TextField("Name", text: $name).textFieldStyle(FilledFieldStyle())
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The view the style makes.
  associatedtype _Body: View

  /// The label of the field a style is given.
  typealias _Label = _TextFieldStyleLabel

  /// Makes the view of a text field.
  ///
  /// - Parameter configuration: The field, drawn plainly.
  /// - Returns: The view.
  @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<_Label>) -> _Body
}

/// The label of the field a ``TextFieldStyle`` is given: the field's own label.
public struct _TextFieldStyleLabel: View {
  public typealias Body = Never
  let content: any View
}

extension _TextFieldStyleLabel: PrimitiveView, StructuralView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

/// A ``TextFieldStyle`` without its type.
struct AnyTextFieldStyleBox {
  let base: Any
  let make: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView
}

private struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: AnyTextFieldStyleBox? { nil }
}

extension EnvironmentValues {
  /// The style of the text fields in this subtree; `nil` for the default look.
  var _textFieldStyle: AnyTextFieldStyleBox? {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

/// The platform's default text field style: the field as it is.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the default style.
  public init() {}

  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field with no decoration: the field as it is.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the plain style.
  public init() {}

  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field with a rounded border: the field as it is, the border recorded (a project decision:
/// the border takes no room headlessly).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the rounded border style.
  public init() {}

  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// Sets the text field style of the content: `textFieldStyle(_:)`.
public struct _TextFieldStyleModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let style: AnyTextFieldStyleBox
  let name: String

  var environmentSignature: Any? { style.base }

  func transform(environment: inout EnvironmentValues) {
    environment._textFieldStyle = style
  }

  var snapshotLine: String { ".textFieldStyle(\(name))" }
}

extension View {
  /// Draws the text fields in this view with a style.
  ///
  /// ```swift
  /// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func textFieldStyle<S: TextFieldStyle>(
    _ style: S
  ) -> ModifiedContent<Self, _TextFieldStyleModifier> {
    let box = AnyTextFieldStyleBox(base: style) { AnyView(style._body(configuration: $0)) }
    return modifier(_TextFieldStyleModifier(style: box, name: TypeNames.unqualified(S.self)))
  }
}
