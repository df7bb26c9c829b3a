import Foundation
import Testing
import ViewModelKit

/// An app delegate as SwiftUI apps write it, with a published flag a settings screen binds to.
private final class ShopDelegate: NSObject, UIApplicationDelegate, ObservableObject {
  @Published var allowsTracking = false
  var launches = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    launches += 1
    return true
  }
}

/// A delegate that implements nothing: every method has UIKit's default.
private final class QuietDelegate: NSObject, UIApplicationDelegate {}

/// What an `App` struct holds: the adaptor, as a stored property.
@MainActor
private struct ShopAppRoot {
  @UIApplicationDelegateAdaptor(ShopDelegate.self) var appDelegate
}

@MainActor
@Suite("UIApplicationDelegateAdaptor")
struct UIApplicationDelegateAdaptorTests {
  @Test func theAdaptorCreatesTheDelegateAndMakesItTheApplicationsOnce() throws {
    UIApplication.shared.delegate = nil
    let app = ShopAppRoot()
    #expect(UIApplication.shared.delegate === app.appDelegate)
    // The `App` made again keeps the one delegate.
    let again = ShopAppRoot()
    #expect(again.appDelegate === app.appDelegate)
  }

  @Test func anObservableDelegateGivesBindings() {
    UIApplication.shared.delegate = nil
    let app = ShopAppRoot()
    let binding = app.$appDelegate.allowsTracking
    binding.wrappedValue = true
    #expect(app.appDelegate.allowsTracking)
  }

  @Test func aDelegateOfAnotherTypeIsReplaced() {
    UIApplication.shared.delegate = QuietDelegate()
    let adaptor = UIApplicationDelegateAdaptor(ShopDelegate.self)
    #expect(UIApplication.shared.delegate === adaptor.wrappedValue)
  }

  @Test func unimplementedMethodsHaveUIKitsDefaults() {
    let delegate = QuietDelegate()
    let app = UIApplication.shared
    #expect(delegate.application(app, didFinishLaunchingWithOptions: nil))
    #expect(delegate.application(app, willFinishLaunchingWithOptions: nil))
    #expect(!delegate.application(app, open: URL(string: "shop://item/1")!, options: [:]))
    var fetched: [UIBackgroundFetchResult] = []
    delegate.application(app, didReceiveRemoteNotification: [:]) { fetched.append($0) }
    #expect(fetched == [.noData])
  }
}
