/// A tab's or a list row's badge: `badge(_:)`.
public struct _BadgeModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  /// What the badge shows; `nil` shows none.
  let label: String?

  var snapshotLine: String { ".badge(\(label ?? "nil"))" }
}

extension View {
  /// Shows a count on this tab's item in the tab bar, as iOS's red badge does; `0` shows none.
  ///
  /// ```swift
  /// TabView {
  ///   InboxView()
  ///     .tabItem { Label("Inbox", systemImage: "tray") }
  ///     .badge(model.unreadCount)
  /// }
  /// ```
  ///
  /// On a tab the host's tab bar shows the badge over the item's top trailing corner (taking no
  /// room). Differs from SwiftUI: on a list row it is only recorded (tree descriptions show
  /// `.badge(3)`), not shown at the row's trailing edge.
  ///
  /// - Parameter count: The count; `0` removes the badge.
  /// - Returns: The view with its badge.
  public func badge(_ count: Int) -> ModifiedContent<Self, _BadgeModifier> {
    modifier(_BadgeModifier(label: count == 0 ? nil : String(count)))
  }

  /// Shows a text on this tab's item in the tab bar; `nil` shows none.
  ///
  /// ```swift
  /// SettingsView().tabItem { Label("Settings", systemImage: "gear") }.badge(Text("New"))
  /// ```
  ///
  /// - Parameter label: The text, or `nil`.
  /// - Returns: The view with its badge.
  public func badge(_ label: Text?) -> ModifiedContent<Self, _BadgeModifier> {
    modifier(_BadgeModifier(label: label?.content))
  }

  /// Shows a localized text on this tab's item in the tab bar; `nil` shows none.
  ///
  /// - Parameter key: The text's key, or `nil`.
  /// - Returns: The view with its badge.
  public func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, _BadgeModifier> {
    badge(key.map { Text($0) })
  }

  /// Shows a string on this tab's item in the tab bar, as it is; `nil` shows none.
  ///
  /// ```swift
  /// GuideView().tabItem { Label("Guide", systemImage: "book") }.badge(isOutdated ? "!" : nil)
  /// ```
  ///
  /// - Parameter label: The string, or `nil`.
  /// - Returns: The view with its badge.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _BadgeModifier> {
    badge(label.map { Text($0) })
  }
}
