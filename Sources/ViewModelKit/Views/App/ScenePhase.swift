/// Whether a scene is in the foreground and interactive: `@Environment(\.scenePhase)`.
///
/// A host's scene starts ``active``; a test moves it with ``ViewHost/scenePhase`` or, passing
/// through ``inactive`` as a device does, ``ViewHost/enterBackground()`` and
/// ``ViewHost/enterForeground()``.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
///
/// var body: some Scene {
///   WindowGroup { ContentView() }
///     .onChange(of: scenePhase) { _, phase in
///       if phase == .background { store.save() }
///     }
/// }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not visible: the app is in the background.
  case background
  /// Visible but not taking events (during a transition, or behind the app switcher).
  case inactive
  /// In the foreground and interactive.
  case active
}

private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
  /// The phase of the scene the view is in (``ScenePhase/active`` when nothing set it).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
