import Foundation

extension UIApplication {
  /// Tells the delegate that the app launched: once per application, whatever the number of
  /// calls; the `App` runner calls it when an `App` launches, after the app's
  /// `@UIApplicationDelegateAdaptor` made the delegate.
  ///
  /// The first call calls the ``delegate``'s `application(_:willFinishLaunchingWithOptions:)`
  /// then `application(_:didFinishLaunchingWithOptions:)` with `nil` options (their results are
  /// ignored: there is no launch URL), sets ``hasFinishedLaunching`` and posts
  /// ``didFinishLaunchingNotification``. A launch without a delegate still counts: a delegate
  /// set afterwards is not told.
  func finishLaunching() {
    guard !hasFinishedLaunching else { return }
    hasFinishedLaunching = true
    if let delegate {
      _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
      _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
    }
    NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: nil)
  }
}
