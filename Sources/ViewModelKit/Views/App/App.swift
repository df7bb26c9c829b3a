/// An app: its scenes, declared in ``body``; `@main` makes it the program's entry point.
///
/// `App` has SwiftUI's shape and isolation. On Linux an app's executable runs headlessly:
/// `main()` hosts the first window's content on a ``ViewHost``, lets its tasks run and its
/// animations settle on virtual time, and prints what the screen shows (see ``App/main()``).
/// A test hosts the app with ``ViewHost/init(app:scene:size:safeAreaInsets:framesPerSecond:)``.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///   @StateObject private var store = NoteStore()
///   @Environment(\.scenePhase) private var scenePhase
///
///   var body: some Scene {
///     WindowGroup {
///       NoteList().environmentObject(store)
///     }
///     .onChange(of: scenePhase) { _, phase in
///       if phase == .background { store.save() }
///     }
///   }
/// }
/// ```
///
/// The app's dynamic properties (`@State`, `@StateObject`, `@Environment`,
/// `@UIApplicationDelegateAdaptor` …) live as long as its host, and a change of one re-evaluates
/// ``body`` as a view's change re-evaluates its body.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene the app's body is.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }

  /// Creates the app; the program calls it once, at launch.
  @MainActor @preconcurrency init()
}
