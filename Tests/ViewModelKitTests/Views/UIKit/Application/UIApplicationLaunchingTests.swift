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

/// An `App`'s delegate, made by its adaptor as the `App` runner makes the `App`.
private final class AnalyticsDelegate: NSObject, UIApplicationDelegate {
  var started = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    started += 1
    return true
  }
}

@MainActor
@Suite("UIApplication.finishLaunching")
struct UIApplicationLaunchingTests {
  @Test func theSharedAppTellsTheAdaptorsDelegateOnceWhenTheAppLaunches() {
    UIApplication.shared.delegate = nil
    let adaptor = UIApplicationDelegateAdaptor(AnalyticsDelegate.self)
    UIApplication.shared.finishLaunching()
    UIApplication.shared.finishLaunching()
    #expect(adaptor.wrappedValue.started == 1)
    #expect(UIApplication.shared.hasFinishedLaunching)
  }

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

  @Test func aLaterAppWithANewDelegateIsToldOnce() {
    let app = UIApplication()
    app.finishLaunching()
    #expect(app.hasFinishedLaunching)
    let later = RecordingDelegate()
    app.delegate = later
    app.finishLaunching()
    app.finishLaunching()
    #expect(later.calls == ["willFinishLaunching options: nil", "didFinishLaunching options: nil"])
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
