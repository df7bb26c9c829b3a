/// A control that switches a Boolean on and off through a binding.
///
/// A ``ViewHost`` toggles it by its title: `host.toggle("Enabled")`.
///
/// ```swift
/// Toggle("Enabled", isOn: $isOn)
/// ```
public struct Toggle<Label: View>: View {
  public typealias Body = Never

  let isOn: Binding<Bool>
  let label: Label

  /// Creates a toggle with a label view.
  ///
  /// - Parameters:
  ///   - isOn: The Boolean the toggle shows and switches.
  ///   - label: The toggle's content.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isOn: The Boolean the toggle shows and switches.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, label)] }
}
