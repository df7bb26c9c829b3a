#if os(Linux)
import Testing
import UIKit

// A helper file of an iOS app that says `import UIKit`: colours, pictures and the device.

@MainActor
private enum Theme {
  static let accent = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
  static let muted = UIColor.label.withAlphaComponent(0.5)

  static var isCompact: Bool {
    UIDevice.current.userInterfaceIdiom == .phone && UIScreen.main.bounds.width < 400
  }

  static func thumbnail(from data: Data) -> UIImage {
    UIImage(data: data) ?? UIImage(named: "placeholder")!
  }
}

@MainActor
@Suite("import UIKit")
struct UIKitImportTests {
  @Test func aUIKitHelperFileBuildsAndAnswers() {
    #expect(Theme.accent.description == "#3366FFFF")
    #expect(Theme.muted.description == "label.withAlphaComponent(0.5)")
    #expect(Theme.thumbnail(from: Data("not a picture".utf8)).size == CGSize(width: 20, height: 20))
    #expect(UIImpactFeedbackGenerator.FeedbackStyle.heavy.rawValue == 2)
    #expect(UITextChecker.availableLanguages == ["en_US"])
    #expect(UIApplication.openSettingsURLString == "app-settings:")
    #expect(UIScreen.main.scale == 3)
    #expect(Theme.isCompact == (UIScreen.main.bounds.width < 400))
  }
}
#endif
