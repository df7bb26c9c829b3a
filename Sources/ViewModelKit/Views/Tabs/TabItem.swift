/// The label of a tab in a `TabView`'s tab bar: `tabItem(_:)`.
public struct _TabItemModifier<Label: View>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let label: Label
}

extension View {
  /// Sets this view's label in the tab bar of the `TabView` it is a tab of.
  ///
  /// ```swift
  /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
  /// ```
  ///
  /// - Parameter label: The label: a text, an image, or a `Label`.
  /// - Returns: The view, labelled.
  public func tabItem<V: View>(
    @ViewBuilder _ label: () -> V
  ) -> ModifiedContent<Self, _TabItemModifier<V>> {
    modifier(_TabItemModifier(label: label()))
  }
}

/// A view seen as a tab: its label and its tag, found along its modifiers.
@MainActor
protocol TabSource {
  var tabLabel: (any View)? { get }
  var tabTag: AnyHashable? { get }
  /// What the tab's badge shows (`badge(_:)`), if it has one.
  var tabBadge: String? { get }
}

extension TabSource {
  var tabBadge: String? { nil }
}

extension ModifiedContent: TabSource where Content: View, Modifier: ViewModifier {
  var tabLabel: (any View)? {
    if let item = modifier as? any TabItemLabel { return item.labelView }
    return (content as? any TabSource)?.tabLabel
  }

  var tabTag: AnyHashable? {
    (self as any TagCarrier).tagValue ?? (content as? any TabSource)?.tabTag
  }

  var tabBadge: String? {
    if let badge = modifier as? _BadgeModifier { return badge.label }
    return (content as? any TabSource)?.tabBadge
  }
}

@MainActor
private protocol TabItemLabel {
  var labelView: any View { get }
}

extension _TabItemModifier: TabItemLabel {
  var labelView: any View { label }
}

/// A tab of a `TabView`, with its label, value and content (iOS 18).
///
/// ```swift
/// TabView(selection: $selection) {
///   Tab("Inbox", systemImage: "tray", value: 0) { InboxView() }
///   Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View>: View, BuiltInView {
  let title: String
  let systemImage: String?
  let value: Value?
  let content: Content

  /// Creates a tab with a value for the tab view's selection.
  ///
  /// - Parameters:
  ///   - title: The label's title.
  ///   - systemImage: The label's symbol.
  ///   - value: The value that selects the tab.
  ///   - content: The tab's content.
  public init(
    _ title: String,
    systemImage: String,
    value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.systemImage = systemImage
    self.value = value
    self.content = content()
  }

  public var body: some View { content }
}

extension Tab where Value == Never {
  /// Creates a tab without a value.
  ///
  /// - Parameters:
  ///   - title: The label's title.
  ///   - systemImage: The label's symbol.
  ///   - content: The tab's content.
  public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.systemImage = systemImage
    value = nil
    self.content = content()
  }
}

extension Tab: TabSource {
  var tabLabel: (any View)? {
    systemImage.map { Label(title, systemImage: $0) } ?? Text(title)
  }

  var tabTag: AnyHashable? { value.map { AnyHashable($0) } }
}
