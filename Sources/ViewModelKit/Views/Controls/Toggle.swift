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
public struct Toggle<Label: View>: View, BuiltInView {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\._toggleStyle) private var style

  /// Creates a toggle with a label view.
  ///
  /// - Parameters:
  ///   - isOn: The Boolean the toggle shows and switches.
  ///   - label: The toggle's content.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View { styledBody() }

  private func styledBody() -> AnyView {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: label),
      isOn: isOn
    )
    guard let style else { return AnyView(configuration.label) }
    return AnyView(style.make(configuration).environment(\._toggleStyle, nil))
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
