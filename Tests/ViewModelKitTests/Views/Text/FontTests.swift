import Foundation
import Testing
import ViewModelKit

@Suite("Font")
struct FontTests {
  @Test func textStylesHaveSwiftUIsDefaultPointSizes() {
    let sizes: [(Font, CGFloat)] = [
      (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12),
      (.caption2, 11),
    ]
    for (font, size) in sizes {
      #expect(font.pointSize == size, "\(font)")
    }
    #expect(Font.TextStyle.allCases.count == 11)
  }

  @Test func headlineIsSemiboldAndModifiersChangeTheWeight() {
    #expect(Font.headline.resolvedWeight == .semibold)
    #expect(Font.body.resolvedWeight == .regular)
    #expect(Font.body.bold().resolvedWeight == .bold)
    #expect(Font.title.weight(.heavy).resolvedWeight == .heavy)
    #expect(Font.system(size: 40, weight: .light).resolvedWeight == .light)
  }

  @Test func systemAndCustomFontsKeepTheirSize() {
    #expect(Font.system(size: 48, weight: .bold, design: .rounded).pointSize == 48)
    #expect(Font.system(.title, design: .serif, weight: .black).pointSize == 28)
    #expect(Font.custom("Avenir", size: 18).pointSize == 18)
    #expect(Font.custom("Avenir", size: 13, relativeTo: .footnote).pointSize == 13)
    #expect(Font.custom("Menlo", fixedSize: 40).pointSize == 40)
  }

  @Test func fontsPrintAsTheyAreWritten() {
    #expect(Font.headline.description == "headline")
    #expect(Font.system(.body).description == "body")
    #expect(Font.system(.title, design: .rounded).description == "system(title, design: rounded)")
    #expect(Font.system(size: 48).description == "system(size: 48)")
    #expect(
      Font.system(size: 12.5, weight: .bold, design: .monospaced).description
        == "system(size: 12.5, weight: bold, design: monospaced)"
    )
    #expect(
      Font.custom("Avenir", size: 13, relativeTo: .footnote).description
        == #"custom("Avenir", size: 13, relativeTo: footnote)"#
    )
    #expect(Font.custom("Menlo", fixedSize: 40).description == #"custom("Menlo", fixedSize: 40)"#)
    #expect(
      Font.body.bold().italic().monospacedDigit().smallCaps().leading(.tight).width(.condensed)
        .description
        == "body.bold().italic().monospacedDigit().smallCaps().leading(tight).width(condensed)"
    )
    #expect(
      Font.caption.weight(.ultraLight).monospaced().description
        == "caption.weight(ultraLight).monospaced()"
    )
  }

  @Test func fontsWithTheSameMakingAreEqual() {
    #expect(Font.system(.body) == Font.body)
    #expect(Font.body.bold() != Font.body)
    #expect(Font.Width(0) == .standard)
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(Set(weights).count == 9)
  }
}
