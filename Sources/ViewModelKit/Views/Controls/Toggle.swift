/// A control that switches a Boolean on and off through a binding.
///
/// A ``ViewHost`` toggles it by its title: `host.toggle("Enabled")`. Its style
/// (``View/toggleStyle(_:)``) decides what is laid out and drawn; with the built-in styles a
/// toggle is laid out as its label alone (the switch itself takes no room headlessly: a project
/// decision).
///
/// ```swift
/// Toggle("Enabled", isOn: $isOn)
/// Toggle(isOn: $isOn) { Label("Wi-Fi", systemImage: "wifi") }
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

extension Toggle where Label == ViewModelKit.Label<Text, Image> {
  /// Creates a toggle with a title and a system symbol.
  ///
  /// ```swift
  /// Toggle("Airplane Mode", systemImage: "airplane", isOn: $isAirplane)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  ///   - isOn: The Boolean the toggle shows and switches.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { ViewModelKit.Label(title, systemImage: systemImage) }
  }
}

extension Toggle: EnvironmentReadingView {
  func children(in environment: EnvironmentValues) -> [(key: ChildKey, view: any View)] {
    guard let style = environment._toggleStyle else { return [(.content, label)] }
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: label),
      isOn: isOn
    )
    let body = StyledControlBody(properties: StyleProperties(style: style.base)) { _ in
      AnyView(style.make(configuration).environment(\._toggleStyle, nil))
    }
    return [(.content, body)]
  }
}
