import Foundation
import Testing

@testable import ViewModelKit

/// A settings screen written for iOS: links out through `UIApplication.shared`.
private struct SupportView: View {
  @State private var lastResult = "none"

  var body: some View {
    VStack {
      Button("Email us") {
        UIApplication.shared.open(URL(string: "mailto:help@example.com")!)
      }
      Button("Open Settings") {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { opened in
          lastResult = opened ? "opened" : "failed"
        }
      }
      Button("Open in Maps") {
        let maps = URL(string: "comgooglemaps://?q=cafe")!
        if UIApplication.shared.canOpenURL(maps) {
          UIApplication.shared.open(maps)
        } else {
          UIApplication.shared.open(URL(string: "https://maps.google.com/?q=cafe")!)
        }
      }
      Text("Result: \(lastResult)")
    }
  }
}

@MainActor
@Suite("UIApplication")
struct UIApplicationTests {
  @Test func tappedButtonsOpenTheirURLs() throws {
    let host = ViewHost(SupportView())
    let before = UIApplication.shared.openedURLs.count
    try host.tap("Email us")
    try host.tap("Open Settings")
    #expect(
      UIApplication.shared.openedURLs.dropFirst(before).map(\.absoluteString) == [
        "mailto:help@example.com", "app-settings:",
      ]
    )
    #expect(host.snapshot().all("Text").last?.text == "Result: opened")
  }

  @Test func canOpenURLAnswersForSystemAndRegisteredSchemes() throws {
    let app = UIApplication.shared
    #expect(app.canOpenURL(URL(string: "https://example.com")!))
    #expect(app.canOpenURL(URL(string: "HTTP://example.com")!))
    #expect(app.canOpenURL(URL(string: "tel:+15551234")!))
    #expect(!app.canOpenURL(URL(string: "uikittests-unregistered://x")!))
    #expect(!app.canOpenURL(URL(string: "relative/path")!))
    app.registerURLScheme("UIKitTests-Registered")
    #expect(app.canOpenURL(URL(string: "uikittests-registered://item/1")!))
  }

  @Test func aFallbackOpensTheWebWhenNoAppHandlesTheScheme() throws {
    let host = ViewHost(SupportView())
    let before = UIApplication.shared.openedURLs.count
    try host.tap("Open in Maps")
    #expect(
      UIApplication.shared.openedURLs.dropFirst(before).map(\.absoluteString) == [
        "https://maps.google.com/?q=cafe"
      ]
    )
  }

  @Test func theCompletionReportsWhetherTheURLOpened() {
    var results: [Bool] = []
    UIApplication.shared.open(URL(string: "uikittests-nothing://")!) { results.append($0) }
    UIApplication.shared.open(URL(string: "https://example.com")!, options: [:]) {
      results.append($0)
    }
    #expect(results == [false, true])
  }

  @Test func theAsyncOpenReturnsWhetherTheURLOpened() async {
    let url = URL(string: "https://example.com/async")!
    let opened = await UIApplication.shared.open(url)
    #expect(opened)
    #expect(UIApplication.shared.openedURLs.contains(url))
    let failed = await UIApplication.shared.open(
      URL(string: "uikittests-none://")!,
      options: [.universalLinksOnly: true]
    )
    #expect(!failed)
  }

  @Test func theAppIsActiveAndKeepsItsIdleTimerSetting() {
    // A hosted app's scene phase moves the shared application's state (AppLaunchTests), so the
    // state of an application no app runs in is read from one of its own.
    #expect(UIApplication().applicationState == .active)
    let app = UIApplication.shared
    let original = app.isIdleTimerDisabled
    defer { app.isIdleTimerDisabled = original }
    app.isIdleTimerDisabled = true
    #expect(app.isIdleTimerDisabled)
    #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
  }
}
