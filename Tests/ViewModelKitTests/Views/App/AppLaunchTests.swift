import Foundation
import Testing

@testable import ViewModelKit

private final class LaunchDelegate: NSObject, UIApplicationDelegate {
  var launches = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    launches += 1
    return true
  }
}

private struct DelegateApp: App {
  @UIApplicationDelegateAdaptor(LaunchDelegate.self) var delegate

  var body: some Scene {
    WindowGroup { Text("Launched \(delegate.launches) time(s)") }
  }
}

@MainActor
private final class NotificationLog {
  var names: [String] = []
  private var cancellables: Set<AnyCancellable> = []

  init() {
    let names: [Notification.Name] = [
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
    ]
    for name in names {
      NotificationCenter.default.publisher(for: name)
        .sink { [weak self] in self?.names.append($0.name.rawValue) }
        .store(in: &cancellables)
    }
  }
}

@MainActor
@Suite(.serialized)
struct AppLaunchTests {
  @Test func theAppDelegateLearnsOfTheLaunchBeforeTheFirstScreen() {
    UIApplication.shared.delegate = nil
    let app = DelegateApp()
    let host = ViewHost(app: app)
    #expect(app.delegate.launches == 1)
    #expect(shownTexts(host) == ["Launched 1 time(s)"])
  }

  @Test func theApplicationStateFollowsTheScenePhase() {
    let log = NotificationLog()
    let host = ViewHost(app: DelegateApp())
    #expect(UIApplication.shared.applicationState == .active)
    #expect(log.names == ["UIApplicationDidBecomeActiveNotification"])
    host.enterBackground()
    #expect(UIApplication.shared.applicationState == .background)
    host.enterForeground()
    #expect(UIApplication.shared.applicationState == .active)
    #expect(
      log.names == [
        "UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
        "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
      ]
    )
  }

  @Test func aJumpToTheBackgroundPostsEachStep() {
    #expect(
      UIApplication.notifications(from: .active, to: .background) == [
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      ]
    )
  }
}
