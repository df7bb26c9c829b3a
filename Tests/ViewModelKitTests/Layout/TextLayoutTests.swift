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
}
