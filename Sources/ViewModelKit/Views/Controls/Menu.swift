/// A control that shows its label and, when opened, a list of actions.
///
/// A ``ViewHost`` opens it by tapping its label (`host.tap("Actions")`); its content is then laid
/// out below the label (a device shows it floating over the screen) and its buttons can be tapped;
/// tapping one runs it and closes the menu. A menu with a primary action runs that action on a
/// tap instead of opening.
///
/// ```swift
/// Menu("Actions") {
///   Button("Duplicate") { duplicate() }
///   Button("Delete", role: .destructive) { delete() }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View, BuiltInView {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
  @State private var isOpen = false

  /// Creates a menu with a label view.
  ///
  /// - Parameters:
  ///   - content: The actions.
  ///   - label: What the menu shows.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  /// Creates a menu with a label view and an action that a tap runs.
  ///
  /// - Parameters:
  ///   - content: The actions.
  ///   - label: What the menu shows.
  ///   - primaryAction: What a tap does (the menu opens on a long press on a device).
  public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  public var body: some View {
    VStack(alignment: .leading) {
      label
      if isOpen { content } else { EmptyView() }
    }
    .environment(\._dismissMenu, { [isOpen = $isOpen] in isOpen.wrappedValue = false })
  }
}

extension Menu where Label == Text {
  /// Creates a menu with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - content: The actions.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == ViewModelKit.Label<Text, Image> {
  /// Creates a menu with a title and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  ///   - content: The actions.
  public init<S: StringProtocol>(
    _ title: S,
    systemImage: String,
    @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { ViewModelKit.Label(title, systemImage: systemImage) }
  }
}

extension Menu: SnapshotDescribable, TappableControl, LabelledControl {
  var snapshotLine: String { isOpen ? "Menu open" : "Menu" }

  func performTap(in environment: EnvironmentValues) {
    if let primaryAction { return primaryAction() }
    isOpen.toggle()
  }

  var labelTexts: [String] { ViewValues.texts(of: label) }
}
