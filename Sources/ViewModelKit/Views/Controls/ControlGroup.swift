/// Controls shown together as one group: on iPhone, a row of its controls.
///
/// Its controls are laid out side by side, 8 points apart, and tapped as any control is
/// (`host.tap("Bold")`). A label given to it is kept for styles that show one (a menu) and is
/// not shown in the row, as on iOS.
///
/// ```swift
/// ControlGroup {
///   Button("Bold") { toggleBold() }
///   Button("Italic") { toggleItalic() }
/// }
/// ```
public struct ControlGroup<Content: View>: View, BuiltInView {
  let content: Content

  /// Creates a group of controls.
  ///
  /// - Parameter content: The controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    HStack(spacing: 8) { content }
  }
}

/// The content of a ``ControlGroup`` with a label: its controls, with the label kept beside
/// them.
public struct LabeledControlGroupContent<Content: View, Label: View>: View, BuiltInView {
  let content: Content
  let label: Label

  public var body: some View { content }
}

extension ControlGroup {
  /// Creates a group of controls with a label view.
  ///
  /// - Parameters:
  ///   - content: The controls.
  ///   - label: The group's label.
  public init<C: View, L: View>(
    @ViewBuilder content: () -> C,
    @ViewBuilder label: () -> L
  ) where Content == LabeledControlGroupContent<C, L> {
    self.content = LabeledControlGroupContent(content: content(), label: label())
  }

  /// Creates a group of controls titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - content: The controls.
  public init<C: View>(
    _ titleKey: LocalizedStringKey,
    @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group of controls titled with a string.
  ///
  /// ```swift
  /// ControlGroup("Format") {
  ///   Button("Bold") {}
  ///   Button("Italic") {}
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - content: The controls.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(
    _ title: S,
    @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// Creates a group of controls titled with a localized key and a system symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol's name.
  ///   - content: The controls.
  public init<C: View>(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, ViewModelKit.Label<Text, Image>> {
    self.init(content: content) {
      ViewModelKit.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }
  }

  /// Creates a group of controls titled with a string and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  ///   - content: The controls.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(
    _ title: S,
    systemImage: String,
    @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, ViewModelKit.Label<Text, Image>> {
    self.init(content: content) { ViewModelKit.Label(title, systemImage: systemImage) }
  }
}
