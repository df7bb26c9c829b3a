import Foundation
import Testing
import ViewModelKit

@Suite("Stack layout")
struct StackLayoutTests {
  /// Reference §9 #19: texts at ideal width, no gap next to the Spacer, which takes the rest.
  @Test func spacerTakesTheRestWithNoGapsAroundIt() {
    let tree = Tree.hStack(0, Tree.text(1, "A"), Tree.spacer(2), Tree.text(3, "B"))
    let frames = layout(tree, in: size(300, 100)).frames
    #expect(frames[0] == rect(0, 40, 300, 20))
    #expect(frames[1] == rect(0, 40, 8, 20))
    #expect(frames[2] == rect(8, 50, 284, 0))
    #expect(frames[3] == rect(292, 40, 8, 20))
  }

  /// Reference §9 #19 with `HStack(spacing: 10)`: the 10 applies to every gap.
  @Test func explicitSpacingAppliesToEveryGapIncludingSpacers() {
    let tree = Tree.hStack(0, spacing: 10, Tree.text(1, "A"), Tree.spacer(2), Tree.text(3, "B"))
    let frames = layout(tree, in: size(300, 100)).frames
    #expect(frames[1] == rect(0, 40, 8, 20))
    #expect(frames[2] == rect(18, 50, 264, 0))
    #expect(frames[3] == rect(292, 40, 8, 20))
  }

  @Test func defaultGapBetweenViewsIsEight() {
    let row = Tree.hStack(0, Tree.text(1, "A"), Tree.text(2, "B"))
    #expect(row.sizeThatFits(.unspecified) == size(24, 20))
    let column = Tree.vStack(0, Tree.text(1, "A"), Tree.text(2, "BB"))
    #expect(column.sizeThatFits(.unspecified) == size(16, 48))
    let tight = Tree.vStack(0, spacing: 0, Tree.text(1, "A"), Tree.text(2, "BB"))
    #expect(tight.sizeThatFits(.unspecified) == size(16, 40))
  }

  @Test func idealSizeUsesTheSpacersMinimumLength() {
    let tree = Tree.hStack(0, Tree.text(1, "A"), Tree.spacer(2), Tree.text(3, "B"))
    #expect(tree.sizeThatFits(.unspecified) == size(24, 20))
    let wider = Tree.hStack(0, Tree.text(1, "A"), Tree.spacer(2, minLength: 30), Tree.text(3, "B"))
    #expect(wider.sizeThatFits(.unspecified) == size(46, 20))
  }

  @Test(arguments: [
    (HorizontalAlignment.leading, CGFloat(0)), (.center, 4), (.trailing, 8),
  ])
  func vStackAlignsAcross(alignment: HorizontalAlignment, x: CGFloat) {
    let tree = Tree.vStack(0, alignment: alignment, Tree.text(1, "A"), Tree.text(2, "BB"))
    let frames = layout(tree, in: size(16, 48)).frames
    #expect(frames[1] == rect(x, 0, 8, 20))
    #expect(frames[2] == rect(0, 28, 16, 20))
  }

  @Test(arguments: [(VerticalAlignment.top, CGFloat(0)), (.center, 15), (.bottom, 30)])
  func hStackAlignsAcross(alignment: VerticalAlignment, y: CGFloat) {
    let tree = Tree.hStack(
      0,
      alignment: alignment,
      Tree.text(1, "A"),
      Tree.frame(2, width: 10, height: 50, Tree.shape(3))
    )
    let frames = layout(tree, in: size(26, 50)).frames
    #expect(frames[1] == rect(0, y, 8, 20))
    #expect(frames[2] == rect(16, 0, 10, 50))
  }

  @Test func equallyFlexibleChildrenSplitTheSpaceEvenly() {
    let tree = Tree.hStack(0, Tree.shape(1), Tree.shape(2))
    let frames = layout(tree, in: size(300, 100)).frames
    #expect(frames[1] == rect(0, 0, 146, 100))
    #expect(frames[2] == rect(154, 0, 146, 100))
  }

  @Test func rigidTextKeepsItsSizeNextToAShape() {
    let tree = Tree.hStack(0, Tree.text(1, "Collapse"), Tree.shape(2))
    let frames = layout(tree, in: size(200, 50)).frames
    #expect(frames[1] == rect(0, 15, 64, 20))
    #expect(frames[2] == rect(72, 0, 128, 50))
  }

  /// The fixed frame is least flexible, so it is sized first; the text wraps in what is left.
  @Test func leastFlexibleChildIsSizedFirst() {
    let tree = Tree.hStack(
      0,
      Tree.text(1, "Hello brave new world"),
      Tree.frame(2, width: 100, Tree.shape(3))
    )
    let result = layout(tree, in: size(200, 100))
    #expect(result.frames[0] == rect(2, 0, 196, 100))
    #expect(result.frames[1] == rect(2, 30, 88, 40))
    #expect(result.frames[2] == rect(98, 0, 100, 100))
    #expect(result.textLines[1] == ["Hello brave", "new world"])
  }

  /// The Spacer's minimum is reserved before the texts are offered their shares.
  @Test func spacerKeepsItsMinimumWhenTextMustWrap() {
    let tree = Tree.hStack(
      0,
      Tree.text(1, "Collapse"),
      Tree.spacer(2, minLength: 20),
      Tree.text(3, "Collapse")
    )
    let result = layout(tree, in: size(100, 100))
    #expect(result.frames[1] == rect(0, 30, 40, 40))
    #expect(result.frames[2] == rect(40, 50, 20, 0))
    #expect(result.frames[3] == rect(60, 30, 40, 40))
    #expect(result.textLines[1] == ["Colla", "pse"])
  }

  /// The Spacer is sized last, so a shape takes everything but the Spacer's minimum.
  @Test func shapeLeavesTheSpacerItsMinimum() {
    let tree = Tree.hStack(0, Tree.shape(1), Tree.spacer(2))
    let frames = layout(tree, in: size(300, 100)).frames
    #expect(frames[1] == rect(0, 0, 292, 100))
    #expect(frames[2] == rect(292, 50, 8, 0))
  }

  @Test func spacerInAVStackGrowsVertically() {
    let tree = Tree.vStack(0, Tree.text(1, "A"), Tree.spacer(2), Tree.text(3, "B"))
    let frames = layout(tree, in: size(100, 300)).frames
    #expect(frames[0] == rect(46, 0, 8, 300))
    #expect(frames[2] == rect(50, 20, 0, 260))
    #expect(frames[3] == rect(46, 280, 8, 20))
  }

  @Test func spacerBehindAPassthroughIsStillASpacer() {
    let tree = Tree.hStack(
      0,
      Tree.text(1, "A"),
      Tree.passthrough(2, Tree.spacer(3)),
      Tree.text(4, "B")
    )
    let frames = layout(tree, in: size(300, 100)).frames
    #expect(frames[2] == rect(8, 50, 284, 0))
    #expect(frames[3] == frames[2])
  }

  @Test func nestedStacks() {
    let tree = Tree.vStack(
      0,
      Tree.hStack(1, Tree.text(2, "A"), Tree.spacer(3), Tree.text(4, "B")),
      Tree.text(5, "Title")
    )
    let frames = layout(tree, in: size(390, 844)).frames
    #expect(frames[0] == rect(0, 398, 390, 48))
    #expect(frames[1] == rect(0, 398, 390, 20))
    #expect(frames[2] == rect(0, 398, 8, 20))
    #expect(frames[3] == rect(8, 408, 374, 0))
    #expect(frames[4] == rect(382, 398, 8, 20))
    #expect(frames[5] == rect(175, 426, 40, 20))
  }

  @Test func emptyChildrenTakeNoSpaceAndNoGap() {
    let tree = Tree.hStack(0, Tree.text(1, "A"), Tree.empty(2), Tree.text(3, "B"))
    let result = layout(tree, in: size(24, 20))
    #expect(result.frames[0] == rect(0, 0, 24, 20))
    #expect(result.frames[2] == nil)
    #expect(result.frames[3] == rect(16, 0, 8, 20))
    #expect(Tree.vStack(0).sizeThatFits(.infinity) == .zero)
  }
}
