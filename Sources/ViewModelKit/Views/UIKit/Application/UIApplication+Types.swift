public import Foundation

extension UIApplication {
  /// Whether the app runs in the foreground.
  public enum State: Int, Hashable, Sendable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events.
    case inactive
    /// In the background.
    case background
  }

  /// A key of the launch options a delegate receives in
  /// ``UIApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``.
  ///
  /// A headless launch has no options: the delegate receives `nil`.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that launched this one.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey"
    )
    /// The remote notification that launched the app.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey"
    )
    /// The Home Screen quick action that launched the app.
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey"
    )
    /// The user activity the app was launched to continue.
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey"
    )
  }

  /// A key of the options of ``UIApplication/open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open the URL only as a universal link (no effect here).
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly"
    )
  }

  /// A key of the options a delegate receives in
  /// ``UIApplicationDelegate/application(_:open:options:)``.
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey"
    )
    /// Whether the document must be copied before use.
    public static let openInPlace = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey"
    )
  }

  /// Posted by ``UIApplication`` when the app finished launching (see ``hasFinishedLaunching``).
  public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification"
  )
  /// Posted when the app becomes active (never, headlessly: it always is; a test may post it).
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification"
  )
  /// Posted when the app is about to become inactive (never, headlessly).
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification"
  )
  /// Posted when the app enters the background (never, headlessly).
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification"
  )
  /// Posted when the app is about to return to the foreground (never, headlessly).
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification"
  )
  /// Posted when the app is about to end (never, headlessly).
  public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification"
  )
  /// Posted when memory runs low (never, headlessly).
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification"
  )
}

/// What a background fetch of a remote notification found.
public enum UIBackgroundFetchResult: UInt, Hashable, Sendable {
  /// New data arrived.
  case newData
  /// Nothing new.
  case noData
  /// The fetch failed.
  case failed
}
