/// Builds an app's scenes from the scenes listed in a closure: ``App/body``, ``Scene/body``.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup { ContentView() }
///   Settings { SettingsView() }
/// }
/// ```
@MainActor @resultBuilder
public struct SceneBuilder {
  /// Passes one scene through.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  /// Passes one scene through.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Combines several scenes.
  public static func buildBlock<each Content: Scene>(
    _ content: repeat each Content
  ) -> _TupleScene<repeat each Content> {
    _TupleScene(repeat each content)
  }

  /// A scene declared under `if`, present when its condition held.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
    _OptionalScene(content: content)
  }

  /// A scene declared under `if #available`.
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
    content
  }
}

/// Several scenes side by side: what ``SceneBuilder`` makes of a block of scenes.
public struct _TupleScene<each Content: Scene>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  func resolve(into scenes: inout [ResolvedScene]) {
    for scene in repeat each content { scene.resolve(into: &scenes) }
  }
}

/// A scene present when the condition it was declared under held.
public struct _OptionalScene<Content: Scene>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content?

  func resolve(into scenes: inout [ResolvedScene]) {
    content?.resolve(into: &scenes)
  }
}
