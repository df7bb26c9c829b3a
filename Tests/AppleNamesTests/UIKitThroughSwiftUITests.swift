#if os(Linux)
import SwiftUI
import Testing

// A SwiftUI app's file as iOS teams write it: only `import SwiftUI`, UIKit's names used anyway.

private final class AppDelegate: NSObject, UIApplicationDelegate {
  var launched = false

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    launched = true
    return true
  }
}

private struct WordScreen: View {
  @State private var guess = "house"
  @State private var verdict = ""
  private let haptics = UIImpactFeedbackGenerator(style: .light)

  var body: some View {
    VStack(spacing: 12) {
      Image(uiImage: UIImage(systemName: "textformat.abc")!)
      Text(verdict)
      Button("Check") {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: guess.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(
          in: guess,
          range: range,
          startingAt: 0,
          wrap: false,
          language: "en"
        )
        verdict = misspelled.location == NSNotFound ? "Valid" : "Not a word"
        haptics.impactOccurred()
      }
      Button("Rate") {
        UIApplication.shared.open(URL(string: "https://apps.apple.com/app/id1")!)
      }
    }
    .frame(width: UIScreen.main.bounds.width - 40)
    .background(Color(uiColor: .secondarySystemBackground))
  }
}

@MainActor
@Suite("UIKit through import SwiftUI")
struct UIKitThroughSwiftUITests {
  @Test func aScreenUsesUIKitNamesWithOnlyImportSwiftUI() throws {
    let host = ViewHost(WordScreen())
    let opened = UIApplication.shared.openedURLs.count
    let played = UIFeedbackGenerator.playedFeedback.count
    try host.tap("Check")
    try host.tap("Rate")
    #expect(host.snapshot().first("Text")?.text == "Valid")
    #expect(host.snapshot().first("Image")?.frame.size == CGSize(width: 20, height: 20))
    #expect(host.snapshot().first("Color")?.frame == CGRect(x: 20, y: 364, width: 350, height: 116))
    #expect(
      UIApplication.shared.openedURLs.dropFirst(opened) == [
        URL(string: "https://apps.apple.com/app/id1")!
      ]
    )
    #expect(
      Array(UIFeedbackGenerator.playedFeedback.dropFirst(played)) == [
        .impact(.light, intensity: 1)
      ]
    )
  }

  @Test func theDelegateAdaptorWorksWithOnlyImportSwiftUI() {
    UIApplication.shared.delegate = nil
    let adaptor = UIApplicationDelegateAdaptor(AppDelegate.self)
    #expect(UIApplication.shared.delegate === adaptor.wrappedValue)
    #expect(!adaptor.wrappedValue.launched)
    #expect(UIDevice.current.systemName == "iOS")
  }
}
#endif
