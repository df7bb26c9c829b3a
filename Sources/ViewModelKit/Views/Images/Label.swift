/// A title with an icon, drawn by the ``LabelStyle`` of its environment.
///
/// The default style shows the icon and then the title in an `HStack`.
///
/// ```swift
/// Label("Settings", systemImage: "gear")
/// Label { Text("Inbox") } icon: { Image(systemName: "tray") }
/// ```
public struct Label<Title: View, Icon: View>: View, BuiltInView {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// Creates a label from views.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The style's view for this label; inside it, labels have the default style, so that a style
  /// that builds `Label(configuration)` gets the standard arrangement instead of itself again.
  public var body: some View {
    style.makeErasedBody(
      configuration: LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(content: AnyView(title)),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon))
      )
    )
    .environment(\.labelStyle, DefaultLabelStyle())
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label from a title and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }

  /// Creates a label from a title and an asset image.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The asset's name.
  public init<S: StringProtocol>(_ title: S, image: String) {
    self.init(title: { Text(title) }, icon: { Image(image) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// Creates a label from a style's configuration, as a custom ``LabelStyle`` does to keep the
  /// standard arrangement.
  ///
  /// - Parameter configuration: The configuration.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}
