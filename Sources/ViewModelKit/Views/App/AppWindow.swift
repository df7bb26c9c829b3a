/// The root view of an app's window in a ``ViewHost``: it evaluates the app's body, whose
/// dynamic properties live in the app value, and shows the chosen scene's content.
///
/// A host made with ``ViewHost/init(app:size:safeAreaInsets:framesPerSecond:)`` has it as its
/// root; tests do not make one themselves. Change reports and `host.updates` name it
/// `AppWindow`: its updates are the app's body evaluations.
public struct AppWindow<Hosted: App>: View, BodyProvider {
  public typealias Body = Never
  let app: Hosted
  /// The id of the scene to show, or `nil` for the first window group.
  let sceneID: String?
  let state: AppWindowState

  var isView: Bool { true }

  var dynamicSource: Any { app }

  func makeBody() -> any View {
    let scenes = app.body.resolvedScenes()
    state.scenes = scenes
    guard let scene = Self.scene(in: scenes, id: sceneID) else { return EmptyView() }
    state.shown = scene
    guard scene.kind == .documentGroup else { return scene.content() }
    return scene.content().environment(\.documentSession, state.documentSession)
  }

  /// The scene with `id`, or without one the first window or document group (else the first
  /// scene).
  static func scene(in scenes: [ResolvedScene], id: String?) -> ResolvedScene? {
    if let id { return scenes.first { $0.id == id } }
    return scenes.first { $0.kind == .windowGroup || $0.kind == .documentGroup } ?? scenes.first
  }
}

extension AppWindow: RootEnvironmentPreparing {
  /// The scene connects inactive; the host makes it active right after its first update, as a
  /// device does at launch.
  func prepare(_ environment: inout EnvironmentValues) {
    environment.scenePhase = .inactive
  }
}

/// A root view that sets the root environment before the graph builds it.
@MainActor
protocol RootEnvironmentPreparing {
  func prepare(_ environment: inout EnvironmentValues)
}

/// What an app window's last body evaluation declared: the host reads it.
@MainActor
final class AppWindowState {
  var scenes: [ResolvedScene] = []
  var shown: ResolvedScene?
  /// The file of the document a shown document group edits.
  let documentSession = DocumentSession()
}
