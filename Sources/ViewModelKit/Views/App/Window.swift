/// A scene with one unique window (macOS), and the app's settings window (`Settings`, macOS).
///
/// Both compile on every platform, as app code declares them beside a `WindowGroup`; a host
/// shows a `WindowGroup` first and these when asked for by id or kind.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityView() }
/// ```
public struct Window<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let title: String
  let id: String
  let content: Content

  /// Creates a window.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - id: The window's identifier.
  ///   - content: The window's content.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.title = title.content
    self.id = id
    self.content = content()
  }

  /// Creates a window.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - id: The window's identifier.
  ///   - content: The window's content.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(Text(titleKey), id: id, content: content)
  }

  /// Creates a window.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - id: The window's identifier.
  ///   - content: The window's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.id = id
    self.content = content()
  }

  func resolve(into scenes: inout [ResolvedScene]) {
    let content = content
    scenes.append(ResolvedScene(kind: .window, title: title, id: id, content: { AnyView(content) }))
  }
}

/// The app's settings window (macOS): `Settings { SettingsView() }`.
///
/// ```swift
/// #if os(macOS)
/// Settings { SettingsView() }
/// #endif
/// ```
public struct Settings<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content

  /// Creates the settings scene.
  ///
  /// - Parameter content: The settings window's content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func resolve(into scenes: inout [ResolvedScene]) {
    let content = content
    scenes.append(
      ResolvedScene(kind: .settings, title: nil, id: nil, content: { AnyView(content) })
    )
  }
}
