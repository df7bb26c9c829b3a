import Testing
import ViewModelKit

/// A score label written for iOS, with a UIKit font shared with a UIKit chart.
private struct ScoreLabel: View {
  static let scoreFont = UIFont.systemFont(ofSize: 28, weight: .heavy)

  var body: some View {
    Text("1200").font(Font(Self.scoreFont))
  }
}

@MainActor
@Suite("UIFont")
struct UIFontTests {
  @Test func systemFontsBecomeSwiftUIsSystemFonts() {
    #expect(
      Font(UIFont.systemFont(ofSize: 28, weight: .heavy)) == .system(size: 28, weight: .heavy)
    )
    #expect(Font(UIFont.systemFont(ofSize: 15)) == .system(size: 15, weight: .regular))
    #expect(Font(UIFont.boldSystemFont(ofSize: 12)) == .system(size: 12, weight: .bold))
    #expect(UIFont.systemFont(ofSize: 28, weight: .heavy).fontName == ".SFUI-Heavy")
    #expect(
      UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(rawValue: 0.35)).fontName
        == ".SFUI-Semibold"
    )
  }

  @Test func textStylesHaveTheirDefaultSizes() {
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    #expect(headline.pointSize == 17)
    #expect(Font(headline) == .system(.headline))
    #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
    #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
  }

  @Test func customFontsAlwaysExistAndResize() throws {
    let avenir = try #require(UIFont(name: "Avenir-Heavy", size: 18))
    #expect(Font(avenir) == .custom("Avenir-Heavy", size: 18))
    #expect(avenir.withSize(24).pointSize == 24)
    #expect(Font(avenir.withSize(24)) == .custom("Avenir-Heavy", size: 24))
    #expect(avenir.description == "Avenir-Heavy 18.0pt")
  }

  @Test func aTextShowsInTheUIKitFont() {
    let host = ViewHost(ScoreLabel())
    #expect(
      host.treeDescription() == """
        ScoreLabel
          Text "1200" font(system(size: 28, weight: heavy))
        """
    )
  }
}
