public import Foundation

extension ViewHost {
  /// Hosts an app: its first window group's content (or, without one, its first scene's), as
  /// the app shows it at launch.
  ///
  /// The app launches as on a device: its `@UIApplicationDelegateAdaptor` delegate is told it
  /// finished launching, its scene connects ``ScenePhase/inactive``, its content
  /// appears, and then the scene becomes ``ScenePhase/active`` in an update of its own, so an
  /// `onChange(of: scenePhase)` runs once at launch (`inactive` to `active`). The app's dynamic
  /// properties live as long as the host; `@Environment(\.scenePhase)` reads the host's
  /// ``scenePhase``.
  ///
  /// ```swift
  /// @MainActor @Test func launchesOnTheList() throws {
  ///   let host = ViewHost(app: NotesApp())
  ///   try host.tap("New Note")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - size: The screen size.
  ///   - safeAreaInsets: The device's safe-area insets (see ``DeviceSafeArea``).
  ///   - framesPerSecond: The frame rate of the virtual clock.
  public convenience init<Hosted: App>(
    app: Hosted,
    size: CGSize = CGSize(width: 390, height: 844),
    safeAreaInsets: EdgeInsets = EdgeInsets(),
    framesPerSecond: Int = 60
  ) where Root == AppWindow<Hosted> {
    self.init(
      launching: AppWindow(app: app, sceneID: nil, state: AppWindowState()),
      size: size,
      safeAreaInsets: safeAreaInsets,
      framesPerSecond: framesPerSecond
    )
  }

  /// Hosts one scene of an app, chosen by its id (`WindowGroup(id:)`, `Window(_:id:)`).
  ///
  /// ```swift
  /// let host = try ViewHost(app: NotesApp(), scene: "activity")
  /// ```
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - scene: The scene's id.
  ///   - size: The screen size.
  ///   - safeAreaInsets: The device's safe-area insets.
  ///   - framesPerSecond: The frame rate of the virtual clock.
  /// - Throws: ``ViewHostError/noMatch(control:label:candidates:)`` listing the app's scenes when
  ///   none has the id.
  public convenience init<Hosted: App>(
    app: Hosted,
    scene: String,
    size: CGSize = CGSize(width: 390, height: 844),
    safeAreaInsets: EdgeInsets = EdgeInsets(),
    framesPerSecond: Int = 60
  ) throws where Root == AppWindow<Hosted> {
    let state = AppWindowState()
    self.init(
      launching: AppWindow(app: app, sceneID: scene, state: state),
      size: size,
      safeAreaInsets: safeAreaInsets,
      framesPerSecond: framesPerSecond
    )
    guard state.shown != nil else {
      throw ViewHostError.noMatch(
        control: "scene",
        label: scene,
        candidates: state.scenes.map(\.summary)
      )
    }
  }

  /// Launches the app of `window` as a device does: the app delegate is told it launched, the
  /// scene connects inactive and shows its content, then becomes active.
  private convenience init<Hosted: App>(
    launching window: AppWindow<Hosted>,
    size: CGSize,
    safeAreaInsets: EdgeInsets,
    framesPerSecond: Int
  ) where Root == AppWindow<Hosted> {
    UIApplication.shared.finishLaunching()
    UIApplication.shared.applicationState = .inactive
    self.init(window, size: size, safeAreaInsets: safeAreaInsets, framesPerSecond: framesPerSecond)
    scenePhase = .active
  }

  /// The state of the hosted app's window, when the root is an app's.
  var appWindowState: AppWindowState? {
    (graph.root?.view as? any AppWindowRoot)?.windowState
  }

  /// The scenes the hosted app declares, each as `WindowGroup "Title" (id: …)`; empty when the
  /// host's root is a view.
  public var scenes: [String] { appWindowState?.scenes.map(\.summary) ?? [] }

  /// The scene the host shows, described as in ``scenes``.
  var shownScene: String? { appWindowState?.shown?.summary }

  /// The menu commands the shown scene declares with `commands(content:)`, in order.
  public var commands: [CommandRecord] { appWindowState?.shown?.commands ?? [] }

  /// The phase of the hosted scene, which `@Environment(\.scenePhase)` reads.
  ///
  /// It is ``ScenePhase/active`` until a test sets it. Setting it applies the change, as one
  /// environment change; for a hosted `App`, `UIApplication.shared.applicationState` follows and
  /// UIKit's notifications are posted as on a device (`willResignActiveNotification`,
  /// `didEnterBackgroundNotification`, `willEnterForegroundNotification`,
  /// `didBecomeActiveNotification`).
  ///
  /// ```swift
  /// host.scenePhase = .background
  /// ```
  public var scenePhase: ScenePhase {
    get { graph.rootEnvironment.scenePhase }
    set {
      let old = scenePhase
      setEnvironment(\.scenePhase, newValue)
      if appWindowState != nil { UIApplication.shared.sceneMoved(from: old, to: newValue) }
    }
  }

  /// Moves the scene to the background as a device does when the user leaves the app: to
  /// ``ScenePhase/inactive``, then ``ScenePhase/background``, each applied in its own update.
  public func enterBackground() {
    if scenePhase == .active { scenePhase = .inactive }
    scenePhase = .background
  }

  /// Brings the scene back as a device does when the user returns: to ``ScenePhase/inactive``,
  /// then ``ScenePhase/active``, each applied in its own update.
  public func enterForeground() {
    if scenePhase == .background { scenePhase = .inactive }
    scenePhase = .active
  }
}

/// An app window as the host sees it without knowing the app's type.
@MainActor
protocol AppWindowRoot {
  var windowState: AppWindowState { get }
}

extension AppWindow: AppWindowRoot {
  var windowState: AppWindowState { state }
}
