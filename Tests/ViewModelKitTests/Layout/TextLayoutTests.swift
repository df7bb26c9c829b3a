import Foundation
import Testing
import ViewModelKit

@Suite("TextLayout")
struct TextLayoutTests {
  @Test func metricsAreEightByTwenty() {
    #expect(TextLayout.advance == 8)
    #expect(TextLayout.lineHeight == 20)
  }

  @Test func idealSizeIsOneLineOfTheWholeString() {
    #expect(TextLayout.lines("Collapse", width: nil, lineLimit: nil) == ["Collapse"])
    #expect(Tree.text(0, "Collapse").sizeThatFits(.unspecified) == size(64, 20))
    #expect(Tree.text(0, "Collapse").sizeThatFits(proposal(100, 5)) == size(64, 20))
    #expect(Tree.text(0, "Collapse").sizeThatFits(proposal(64, nil)) == size(64, 20))
  }

  @Test func wrapsAtWordBoundaries() {
    let lines = TextLayout.lines("Hello brave new world", width: 96, lineLimit: nil)
    #expect(lines == ["Hello brave", "new world"])
    #expect(TextLayout.size(of: lines) == size(88, 40))
    #expect(Tree.text(0, "Hello brave new world").sizeThatFits(proposal(96, 10)) == size(88, 40))
  }

  @Test func breaksAWordLongerThanTheWidth() {
    let lines = TextLayout.lines("ab Supercalifragilistic", width: 64, lineLimit: nil)
    #expect(lines == ["ab", "Supercal", "ifragili", "stic"])
    #expect(TextLayout.size(of: lines) == size(64, 80))
  }

  @Test func truncatesTheLastLineWithALineLimit() {
    let text = "one two three four five"
    #expect(TextLayout.lines(text, width: 80, lineLimit: nil) == ["one two", "three four", "five"])
    #expect(TextLayout.lines(text, width: 80, lineLimit: 2) == ["one two", "three fou…"])
    #expect(TextLayout.lines(text, width: 80, lineLimit: 1) == ["one two t…"])
    #expect(TextLayout.lines(text, width: 80, lineLimit: 3) == ["one two", "three four", "five"])
    #expect(Tree.text(0, text, lineLimit: 2).sizeThatFits(proposal(80, nil)) == size(80, 40))
  }

  @Test func aLimitBelowOneCountsAsOne() {
    #expect(TextLayout.lines("one two", width: 32, lineLimit: 0) == ["one…"])
  }

  @Test func neverWiderThanTheProposalUnlessOneCharacterIs() {
    #expect(TextLayout.lines("AB", width: 0, lineLimit: nil) == ["A", "B"])
    #expect(Tree.text(0, "AB").sizeThatFits(.zero) == size(8, 40))
    #expect(Tree.text(0, "W").sizeThatFits(proposal(4, nil)) == size(8, 20))
    #expect(Tree.text(0, "W").sizeThatFits(.infinity) == size(8, 20))
  }

  @Test func newlinesBreakLines() {
    #expect(TextLayout.lines("Hi\nthere", width: nil, lineLimit: nil) == ["Hi", "there"])
    #expect(Tree.text(0, "Hi\nthere").sizeThatFits(.unspecified) == size(40, 40))
  }

  @Test func emptyStringHasNoSize() {
    #expect(TextLayout.lines("", width: 100, lineLimit: nil).isEmpty)
    #expect(Tree.text(0, "").sizeThatFits(.unspecified) == .zero)
  }

  // MARK: Point sizes

  private func measured(
    _ text: String,
    width: CGFloat? = nil,
    lineLimit: Int? = nil,
    _ style: TextLayout.Style
  ) -> TextLayout.Measured {
    TextLayout.measure(text, width: width, lineLimit: lineLimit, style: style)
  }

  @Test func seventeenPointsIsTheModelsOwnSize() {
    let body = measured("Collapse", .init(pointSize: 17))
    #expect(body.size == size(64, 20))
    #expect(body == measured("Collapse", .body))
    #expect(TextLayout.advance(at: 17) == 8)
    #expect(TextLayout.lineHeight(at: 17) == 20)
  }

  @Test func metricsScaleWithThePointSizeAndRoundUpToWholePoints() {
    // 34 points: advance 16, line 40, exactly.
    #expect(measured("Hi", .init(pointSize: 34)).size == size(32, 40))
    // 28 points: 2 × 8 × 28 / 17 = 26.35, 20 × 28 / 17 = 32.94.
    #expect(measured("Hi", .init(pointSize: 28)).size == size(27, 33))
    // 12 points: 5 × 8 × 12 / 17 = 28.24, 20 × 12 / 17 = 14.12.
    #expect(measured("Hello", .init(pointSize: 12)).size == size(29, 15))
    // 11 points: 25.88 and 12.94.
    #expect(measured("Hello", .init(pointSize: 11)).size == size(26, 13))
  }

  @Test func aLargerFontWrapsSooner() {
    // At 28 points a character advances 13.18: seven fit in 100 points.
    let title = measured("Hello brave new world", width: 100, .init(pointSize: 28))
    #expect(title.lines == ["Hello", "brave", "new", "world"])
    #expect(title.size == size(66, 132))
    #expect(
      TextLayout.lines("Hello brave new world", width: 100, lineLimit: nil) == [
        "Hello brave", "new world",
      ]
    )
  }

  // MARK: Truncation

  @Test func truncationModesPlaceTheEllipsis() {
    let text = "one two three four five"
    func lines(_ mode: Text.TruncationMode, limit: Int) -> [String] {
      measured(text, width: 80, lineLimit: limit, .init(truncationMode: mode)).lines
    }
    #expect(lines(.tail, limit: 1) == ["one two t…"])
    #expect(lines(.head, limit: 1) == ["…four five"])
    #expect(lines(.middle, limit: 1) == ["one t…five"])
    #expect(lines(.head, limit: 2) == ["one two", "…four five"])
    #expect(lines(.middle, limit: 2) == ["one two", "three…five"])
    #expect(
      measured(text, width: 80, lineLimit: 1, .init(truncationMode: .head)).size == size(80, 20)
    )
  }

  @Test func aMinimumScaleFactorShrinksTextToFitItsLineLimit() {
    let text = "Hello brave new world"
    // 21 characters fill 96 points at 96 × 17 / (21 × 8) = 9.71 points.
    let shrunk = measured(text, width: 96, lineLimit: 1, .init(minimumScaleFactor: 0.5))
    #expect(shrunk.lines == [text])
    #expect(shrunk.pointSize == CGFloat(96 * 17) / CGFloat(21 * 8))
    #expect(shrunk.size == size(96, 12))
  }

  @Test func belowTheMinimumScaleFactorTextIsCutAtThatScale() {
    // At 0.75 × 17 = 12.75 points a character advances 6: sixteen fit in 96 points.
    let cut = measured(
      "Hello brave new world",
      width: 96,
      lineLimit: 1,
      .init(minimumScaleFactor: 0.75)
    )
    #expect(cut.lines == ["Hello brave new…"])
    #expect(cut.pointSize == 12.75)
    #expect(cut.size == size(96, 15))
  }

  @Test func textThatFitsDoesNotShrink() {
    let fits = measured("Hello", width: 96, lineLimit: 1, .init(minimumScaleFactor: 0.5))
    #expect(fits.pointSize == 17)
    #expect(fits.size == size(40, 20))
    // Without a line limit text wraps instead of shrinking.
    let wraps = measured("Hello brave new world", width: 96, .init(minimumScaleFactor: 0.5))
    #expect(wraps.lines == ["Hello brave", "new world"])
  }

  // MARK: Spacing and reserved lines

  @Test func lineSpacingAddsSpaceBetweenLines() {
    #expect(measured("Hi\nthere", .init(lineSpacing: 4)).size == size(40, 44))
    #expect(measured("Hi", .init(lineSpacing: 4)).size == size(16, 20))
  }

  @Test func reservedLinesSetTheLeastHeight() {
    #expect(measured("Hi", .init(reservedLines: 3)).size == size(16, 60))
    #expect(measured("a b c d", width: 8, .init(reservedLines: 2)).size == size(8, 80))
    #expect(measured("", .init(reservedLines: 2)).size == size(0, 40))
  }
}
