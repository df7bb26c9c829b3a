/// A control that runs an action when tapped.
///
/// A ``ViewHost`` taps it by its label text: `host.tap("Details")`.
///
/// ```swift
/// Button("Details") { isExpanded.toggle() }
/// Button(action: save) { Text("Save") }
/// ```
public struct Button<Label: View>: View {
  public typealias Body = Never

  let action: () -> Void
  let label: Label

  /// Creates a button with a label view.
  ///
  /// - Parameters:
  ///   - action: What the button does.
  ///   - label: The button's content.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// Creates a button with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - action: What the button does.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, label)] }
}
