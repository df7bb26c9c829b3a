/// A scene that shows its content in a window: the main scene of most apps.
///
/// A host shows one window of the group (``ViewHost/init(app:scene:size:safeAreaInsets:framesPerSecond:)``).
///
/// ```swift
/// WindowGroup { ContentView() }
/// WindowGroup("Notes", id: "notes") { NoteList() }
/// ```
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content
  let title: String?
  let id: String?

  /// Creates a window group.
  ///
  /// - Parameter content: The window's content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, id: nil, content: content())
  }

  /// Creates a window group with an identifier.
  ///
  /// - Parameters:
  ///   - id: The group's identifier.
  ///   - content: The window's content.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(title: nil, id: id, content: content())
  }

  /// Creates a window group with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - content: The window's content.
  public init(_ title: Text, @ViewBuilder content: () -> Content) {
    self.init(title: title.content, id: nil, content: content())
  }

  /// Creates a window group with a title key.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - content: The window's content.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(Text(titleKey), content: content)
  }

  /// Creates a window group with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - content: The window's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: nil, content: content())
  }

  /// Creates a window group with a title and an identifier.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - id: The group's identifier.
  ///   - content: The window's content.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: title.content, id: id, content: content())
  }

  /// Creates a window group with a title key and an identifier.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - id: The group's identifier.
  ///   - content: The window's content.
  public init(
    _ titleKey: LocalizedStringKey,
    id: String,
    @ViewBuilder content: () -> Content
  ) {
    self.init(Text(titleKey), id: id, content: content)
  }

  /// Creates a window group with a title and an identifier.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - id: The group's identifier.
  ///   - content: The window's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: id, content: content())
  }

  private init(title: String?, id: String?, content: Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  func resolve(into scenes: inout [ResolvedScene]) {
    let content = content
    scenes.append(
      ResolvedScene(kind: .windowGroup, title: title, id: id, content: { AnyView(content) })
    )
  }
}
