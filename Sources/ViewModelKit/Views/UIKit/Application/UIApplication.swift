public import Foundation

/// The running app: what a SwiftUI app asks of `UIApplication.shared`, recorded for tests.
///
/// Opening a URL opens nothing: ``open(_:options:completionHandler:)`` and ``open(_:options:)``
/// append the URL to ``openedURLs`` and succeed when ``canOpenURL(_:)`` does. That rule is fixed:
/// a URL can be opened when its scheme is one iOS always handles (`http`, `https`, `mailto`,
/// `tel`, `sms`, `facetime`, or ``openSettingsURLString``'s `app-settings`) or one a test
/// registered with ``registerURLScheme(_:)``, ignoring case.
///
/// ```swift
/// struct SupportButton: View {
///   var body: some View {
///     Button("Email us") {
///       UIApplication.shared.open(URL(string: "mailto:help@example.com")!)
///     }
///   }
/// }
///
/// // In a test:
/// let before = UIApplication.shared.openedURLs.count
/// try ViewHost(SupportButton()).tap("Email us")
/// #expect(UIApplication.shared.openedURLs.dropFirst(before) == [URL(string: "mailto:help@example.com")!])
/// ```
///
/// ``applicationState`` follows the scene phase of a hosted `App` (``ViewHost/scenePhase``),
/// and is ``State/active`` otherwise. The logs
/// are the process's, as the app is: a test reads the entries it added, as above.
@MainActor
public final class UIApplication {
  private static let only = UIApplication()

  /// The schemes iOS opens without an app installed for them, lowercased.
  public static let systemURLSchemes: Set<String> = [
    "http", "https", "mailto", "tel", "sms", "facetime", "app-settings",
  ]

  /// The URL of the app's page in Settings: `"app-settings:"`.
  ///
  /// ```swift
  /// Button("Open Settings") {
  ///   UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
  /// }
  /// ```
  public static let openSettingsURLString = "app-settings:"

  /// The app delegate: the one `@UIApplicationDelegateAdaptor` created, or one set by hand.
  ///
  /// UIKit does not retain its delegate (SwiftUI's adaptor keeps it for the app's life); here
  /// the application holds it.
  public var delegate: (any UIApplicationDelegate)?

  /// Whether the screen stays on; kept and read back, nothing sleeps.
  public var isIdleTimerDisabled = false

  /// Every URL given to `open`, in order, whether it could be opened or not.
  public private(set) var openedURLs: [URL] = []

  /// The schemes a test registered as having an app, lowercased.
  public private(set) var registeredURLSchemes: Set<String> = []

  /// Whether the app launched: an `App` ran (see ``UIApplicationDelegate``).
  public internal(set) var hasFinishedLaunching = false

  /// The delegate last told that the app launched, so that no delegate is told twice.
  weak var launchedDelegate: (any UIApplicationDelegate)?

  /// A separate application, for tests of the runtime; apps use ``shared``.
  init() {}

  /// The app.
  public class var shared: UIApplication { only }

  /// Whether the app runs in the foreground: the scene phase of the hosted `App`
  /// (``ViewHost/scenePhase``), ``State/active`` when no app is hosted.
  public internal(set) var applicationState: State = .active

  /// Whether some app opens `url`: its scheme is a system one (``systemURLSchemes``) or a
  /// registered one (``registerURLScheme(_:)``).
  ///
  /// - Parameter url: The URL.
  /// - Returns: Whether `open` would succeed.
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return Self.systemURLSchemes.contains(scheme) || registeredURLSchemes.contains(scheme)
  }

  /// Opens a URL: records it in ``openedURLs`` and reports ``canOpenURL(_:)``.
  ///
  /// Unlike UIKit, which calls `completion` later on the main queue, the completion is called
  /// before this returns.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: The options (recorded nowhere; `universalLinksOnly` changes nothing).
  ///   - completion: Called with whether the URL was opened.
  public func open(
    _ url: URL,
    options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let opened = record(url)
    completion?(opened)
  }

  /// Opens a URL: records it in ``openedURLs`` and reports ``canOpenURL(_:)``.
  ///
  /// ```swift
  /// .task { await UIApplication.shared.open(deepLink) }
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: The options (no effect).
  /// - Returns: Whether the URL was opened.
  @discardableResult
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    record(url)
  }

  /// Makes ``canOpenURL(_:)`` answer `true` for a scheme, as if an app for it were installed.
  ///
  /// Headless only: UIKit has no such method. Registering lasts for the process.
  ///
  /// - Parameter scheme: The scheme, without `:` (`"myapp"`).
  public func registerURLScheme(_ scheme: String) {
    registeredURLSchemes.insert(scheme.lowercased())
  }

  @discardableResult
  private func record(_ url: URL) -> Bool {
    openedURLs.append(url)
    return canOpenURL(url)
  }
}
