/// A control that runs an action when tapped.
///
/// A ``ViewHost`` taps it by its label text (`host.tap("Details")`), or, for a button with no
/// text, by its accessibility identifier, its accessibility label or its image's name. Its style
/// (`buttonStyle(_:)`) decides what is laid out and drawn; a tap runs the
/// action whatever the style. `host.press(_:)` and `host.release(_:)` hold it down and let it go,
/// so a style's `configuration.isPressed` can be seen.
///
/// ```swift
/// Button("Details") { isExpanded.toggle() }
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// Button { add() } label: { Image(systemName: "plus") }
/// ```
public struct Button<Label: View>: View {
  public typealias Body = Never
  let action: () -> Void
  let label: Label
  let role: ButtonRole?

  /// Creates a button with a label view.
  ///
  /// - Parameters:
  ///   - action: What the button does.
  ///   - label: The button's content.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a role and a label view.
  ///
  /// - Parameters:
  ///   - role: What the button means (recorded; styles read it from their configuration).
  ///   - action: What the button does.
  ///   - label: The button's content.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
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

  /// Creates a button with a title and a role.
  ///
  /// ```swift
  /// Button("Delete", role: .destructive) { delete() }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - role: What the button means.
  ///   - action: What the button does.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == ViewModelKit.Label<Text, Image> {
  /// Creates a button with a title and a system symbol.
  ///
  /// ```swift
  /// Button("Add", systemImage: "plus") { add() }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  ///   - action: What the button does.
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { ViewModelKit.Label(title, systemImage: systemImage) }
  }

  /// Creates a button with a title, a system symbol and a role.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  ///   - role: What the button means.
  ///   - action: What the button does.
  public init<S: StringProtocol>(
    _ title: S,
    systemImage: String,
    role: ButtonRole?,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) {
      ViewModelKit.Label(title, systemImage: systemImage)
    }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// Creates the button a ``PrimitiveButtonStyle`` wraps its configuration in: it shows the
  /// configuration's label and a tap triggers it.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   Button(configuration).padding()
  /// }
  /// ```
  ///
  /// - Parameter configuration: The configuration the style was given.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
  }
}

/// What a button means, for styles and the system to present it.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// ```
public struct ButtonRole: Equatable, Sendable {
  let name: String

  /// The button deletes user data or performs an action that cannot be undone.
  public static let destructive = ButtonRole(name: "destructive")
  /// The button cancels the current operation.
  public static let cancel = ButtonRole(name: "cancel")
}

extension Button: SnapshotDescribable {
  var snapshotLine: String { role.map { "Button role: \($0.name)" } ?? "Button" }
}

extension Button: EnvironmentReadingView {
  func children(in environment: EnvironmentValues) -> [(key: ChildKey, view: any View)] {
    let content = ButtonStyleConfiguration.Label(content: label)
    switch environment._buttonStyle {
    case .none:
      return [(.content, label)]
    case .style(let style):
      let body = StyledControlBody(properties: StyleProperties(style: style.base)) { isPressed in
        let configuration = ButtonStyleConfiguration(
          label: content,
          isPressed: isPressed,
          role: role
        )
        return AnyView(style.makeBody(configuration).environment(\._buttonStyle, nil))
      }
      return [(.content, body)]
    case .primitive(let style):
      let configuration = PrimitiveButtonStyleConfiguration(
        label: content,
        role: role,
        trigger: action
      )
      let body = StyledControlBody(properties: StyleProperties(style: style.base)) { _ in
        AnyView(style.makeBody(configuration).environment(\._buttonStyle, nil))
      }
      return [(.content, body)]
    }
  }
}

extension Button: TappableControl {
  func isTapTarget(in environment: EnvironmentValues) -> Bool {
    // A primitive style decides when its button triggers: a tap goes to what its body offers.
    guard case .some(.primitive(let style)) = environment._buttonStyle else { return true }
    return style.isBuiltIn
  }

  func performTap(in environment: EnvironmentValues) {
    action()
    environment._dismissMenu?()
  }
}
