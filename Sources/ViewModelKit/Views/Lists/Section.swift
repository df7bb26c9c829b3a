/// Rows grouped under a header and above a footer, in a `List` or a `Form`.
///
/// In a `List` (or a `Form`) a section's header, rows and footer are laid out as the list's
/// style says (see ``List``); elsewhere as a leading-aligned stack with no spacing. Headers are
/// shown as written (SwiftUI's grouped style upper-cases them before iOS 26). In a list, a
/// section whose content is a `ForEach` builds only the rows in view, as the list does.
///
/// In a `LazyVStack(pinnedViews: [.sectionHeaders])` inside a vertical `ScrollView`, the header
/// stays at the top of the viewport while its section scrolls under it, and the next section's
/// header pushes it out (its frame is drawn shifted down; the layout keeps its place).
///
/// ```swift
/// Section("Display") {
///   Toggle("Dark mode", isOn: $isDark)
/// }
/// Section {
///   Text("Version 1.0")
/// } header: {
///   Text("About")
/// } footer: {
///   Text("Thanks for using the app.")
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View, BuiltInView {
  let header: Parent
  let content: Content
  let footer: Footer

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      _SectionHeader(header: header)
      content
      footer
    }
  }
}

extension Section {
  /// Creates a section with a header and a footer.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - header: The header.
  ///   - footer: The footer.
  public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// Creates a section with a header and a footer given as views (the older spelling).
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - footer: The footer.
  ///   - content: The rows.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - header: The header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// Creates a section with a header given as a view (the older spelling).
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - content: The rows.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - footer: The footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// Creates a section with a footer given as a view (the older spelling).
  ///
  /// - Parameters:
  ///   - footer: The footer.
  ///   - content: The rows.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section of rows with neither header nor footer.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section whose header is a title.
  ///
  /// ```swift
  /// Section("Account") { TextField("Name", text: $name) }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The header's text.
  ///   - content: The rows.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section: ListSectionConvertible {
  func listSection(
    metrics: ListMetrics,
    isFirst: Bool,
    selectionMenu: ListRowSelectionMenu?
  ) -> any View {
    _ListSection(
      metrics: metrics,
      header: header,
      content: content,
      footer: footer,
      isFirst: isFirst,
      selectionMenu: selectionMenu
    )
  }
}
