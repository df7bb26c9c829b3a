/// A built-in view whose children depend on its environment (a control drawn by the style set
/// around it): the graph expands it with `children(in:)`.
///
/// It is expanded again when its value changes (a control's closures make every new value
/// count as changed); a style set far above it reaches it with the next update of its parent.
@MainActor
protocol EnvironmentReadingView: PrimitiveView {
  func children(in environment: EnvironmentValues) -> [(key: ChildKey, view: any View)]
}

/// The body of a control drawn by a custom style: it makes the style's body, with the style's
/// own dynamic properties (`@Environment(\.isEnabled)` in a `ButtonStyle`) installed, and keeps
/// whether the control is pressed.
///
/// It has no line in snapshots or tree descriptions; the style's body shows under the control.
struct StyledControlBody: View, BuiltInView, StructuralView {
  let properties: StyleProperties
  let make: @MainActor (_ isPressed: Bool) -> AnyView
  @State private var isPressed = false

  var body: some View { make(isPressed) }
}

extension StyledControlBody: PressableControl {
  func setPressed(_ pressed: Bool) { isPressed = pressed }
}

/// A style's stored properties, seen by the graph as dynamic properties to install.
struct StyleProperties: DynamicProperty, CustomReflectable {
  let style: Any

  var customMirror: Mirror { Mirror(reflecting: style) }
}
