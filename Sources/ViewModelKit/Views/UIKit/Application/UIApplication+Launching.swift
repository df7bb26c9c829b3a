import Foundation

extension UIApplication {
  /// Tells the delegate that the app launched, once per delegate; the `App` runner calls it when
  /// an `App` launches, after the app's `@UIApplicationDelegateAdaptor` made the delegate.
  ///
  /// A call tells the ``delegate`` (`application(_:willFinishLaunchingWithOptions:)` then
  /// `application(_:didFinishLaunchingWithOptions:)`, with `nil` options; their results are
  /// ignored, there is no launch URL) unless that delegate was told already, sets
  /// ``hasFinishedLaunching``, and posts ``didFinishLaunchingNotification`` when it is the first
  /// call or it told a delegate. So calling it again changes nothing, and an `App` launched
  /// later in the process with a new delegate (a test that set ``delegate`` to `nil` first) is
  /// told once too. A launch without a delegate tells nobody.
  func finishLaunching() {
    let isFirstLaunch = !hasFinishedLaunching
    hasFinishedLaunching = true
    var toldDelegate = false
    if let delegate, delegate !== launchedDelegate {
      launchedDelegate = delegate
      _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
      _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
      toldDelegate = true
    }
    if isFirstLaunch || toldDelegate {
      NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: nil)
    }
  }
}
