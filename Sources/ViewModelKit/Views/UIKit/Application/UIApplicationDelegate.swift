public import Foundation

/// What an app delegate may implement; every method is optional, as in UIKit.
///
/// A SwiftUI app makes its delegate with ``UIApplicationDelegateAdaptor``. Headlessly, UIKit's
/// events do not happen: of these methods the runtime calls only
/// ``application(_:willFinishLaunchingWithOptions:)`` and
/// ``application(_:didFinishLaunchingWithOptions:)``, once, when the app launches (with `nil`
/// options). The others are called by code that calls them (a test simulating a push token).
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///   func application(
///     _ application: UIApplication,
///     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
///   ) -> Bool {
///     Analytics.start()
///     return true
///   }
/// }
/// ```
///
/// Unlike UIKit, the protocol requires `init()`: without the Objective-C runtime, Swift makes an
/// object from a class it knows only as a type (what the adaptor is given) through a `required`
/// or protocol initializer only. A `final` class has it as it is (the delegate above); a class
/// that is not `final` must be marked `final` or declare `required override init()` — the
/// compiler says so, naming the class.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Creates the delegate; ``UIApplicationDelegateAdaptor`` calls it once.
  init()

  /// Tells the delegate that launching began; returns whether the app can open the URL it was
  /// launched for (`true` by default).
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Tells the delegate that launching is done; returns whether the app can open the URL it was
  /// launched for (`true` by default).
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Asks the delegate to open a URL; returns whether it did (`false` by default).
  func application(
    _ app: UIApplication,
    open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool

  /// Tells the delegate that the app became active.
  func applicationDidBecomeActive(_ application: UIApplication)

  /// Tells the delegate that the app is about to become inactive.
  func applicationWillResignActive(_ application: UIApplication)

  /// Tells the delegate that the app is in the background.
  func applicationDidEnterBackground(_ application: UIApplication)

  /// Tells the delegate that the app is about to enter the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)

  /// Tells the delegate that the app is about to end.
  func applicationWillTerminate(_ application: UIApplication)

  /// Tells the delegate that memory runs low.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)

  /// Tells the delegate the device token for remote notifications.
  func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  )

  /// Tells the delegate that registering for remote notifications failed.
  func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  )

  /// Tells the delegate that a remote notification with data to fetch arrived.
  func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  )
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ app: UIApplication,
    open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool { false }

  public func applicationDidBecomeActive(_ application: UIApplication) {}

  public func applicationWillResignActive(_ application: UIApplication) {}

  public func applicationDidEnterBackground(_ application: UIApplication) {}

  public func applicationWillEnterForeground(_ application: UIApplication) {}

  public func applicationWillTerminate(_ application: UIApplication) {}

  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

  public func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}

  public func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}

  public func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(.noData)
  }
}
