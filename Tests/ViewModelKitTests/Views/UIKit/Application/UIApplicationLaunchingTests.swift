import Foundation
import Testing

@testable import ViewModelKit

/// Records what UIKit told it, in order.
private final class RecordingDelegate: NSObject, UIApplicationDelegate {
  var calls: [String] = []

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    calls.append("willFinishLaunching options: \(launchOptions == nil ? "nil" : "some")")
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    calls.append("didFinishLaunching options: \(launchOptions == nil ? "nil" : "some")")
    return true
  }
}

@MainActor
@Suite("UIApplication.finishLaunching")
struct UIApplicationLaunchingTests {
  @Test func launchingTellsTheDelegateOnce() {
    let app = UIApplication()
    let delegate = RecordingDelegate()
    app.delegate = delegate
    #expect(!app.hasFinishedLaunching)
    app.finishLaunching()
    app.finishLaunching()
    #expect(app.hasFinishedLaunching)
    #expect(
      delegate.calls == ["willFinishLaunching options: nil", "didFinishLaunching options: nil"]
    )
  }

  @Test func aLaunchWithoutADelegateStillCounts() {
    let app = UIApplication()
    app.finishLaunching()
    let late = RecordingDelegate()
    app.delegate = late
    app.finishLaunching()
    #expect(app.hasFinishedLaunching)
    #expect(late.calls.isEmpty)
  }

  @Test func launchingPostsDidFinishLaunching() {
    let app = UIApplication()
    var posted: [Notification.Name] = []
    let cancellable = NotificationCenter.default
      .publisher(for: UIApplication.didFinishLaunchingNotification)
      .sink { posted.append($0.name) }
    app.finishLaunching()
    app.finishLaunching()
    cancellable.cancel()
    #expect(posted == [UIApplication.didFinishLaunchingNotification])
  }
}
