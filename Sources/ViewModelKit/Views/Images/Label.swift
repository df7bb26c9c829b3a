/// A title with an icon.
///
/// ```swift
/// Label("Settings", systemImage: "gear")
/// ```
public struct Label<Title: View, Icon: View>: View, BuiltInView {
  let title: Title
  let icon: Icon

  /// Creates a label from views.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    HStack {
      icon
      title
    }
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
}
