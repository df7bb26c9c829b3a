/// A part of an app's user interface with a life cycle of its own: a window group, a window,
/// the settings.
///
/// ```swift
/// struct MainScene: Scene {
///   var body: some Scene {
///     WindowGroup { ContentView() }
///   }
/// }
/// ```
///
/// **Differs from SwiftUI:** a custom scene's own dynamic properties (an `@Environment` declared
/// in a `Scene` type rather than in the `App`) are not installed; read them in the app or in
/// the scene's views.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene's body is.
  associatedtype Body: Scene

  /// The content of this scene.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  /// Built-in scenes have no body; the host resolves them itself.
  public var body: Never {
    preconditionFailure("\(Self.self) is a built-in scene and has no body")
  }
}

/// A built-in scene: resolves itself into the windows it declares.
@MainActor
protocol PrimitiveScene {
  func resolve(into scenes: inout [ResolvedScene])
}

extension Scene {
  /// The windows this scene declares, in declaration order.
  func resolvedScenes() -> [ResolvedScene] {
    var scenes: [ResolvedScene] = []
    resolve(into: &scenes)
    return scenes
  }

  func resolve(into scenes: inout [ResolvedScene]) {
    if let primitive = self as? any PrimitiveScene {
      primitive.resolve(into: &scenes)
    } else {
      body.resolve(into: &scenes)
    }
  }
}
