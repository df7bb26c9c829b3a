import Foundation
import Testing
import ViewModelKit

@Suite("Flexible frame layout")
struct FlexibleFrameLayoutTests {
  /// Reference §9 #20: `Color.red.frame(maxWidth: .infinity)` in width 200 is 200 wide.
  @Test func infiniteMaxWidthTakesTheWholeProposal() {
    let color = Tree.flexibleFrame(0, maxWidth: .infinity, Tree.shape(1))
    #expect(color.sizeThatFits(proposal(200, 100)) == size(200, 100))
    let text = Tree.flexibleFrame(0, maxWidth: .infinity, Tree.text(1, "Hi"))
    #expect(text.sizeThatFits(proposal(200, 100)) == size(200, 20))
    #expect(layout(text, in: size(200, 20)).frames[1] == rect(92, 0, 16, 20))
  }

  /// Reference §9 #20: a `Rectangle()` proposed nothing is 10 × 10.
  @Test func shapeProposedNothingIsTenByTen() {
    #expect(Tree.shape(0).sizeThatFits(.unspecified) == size(10, 10))
    #expect(Tree.shape(0).sizeThatFits(proposal(nil, 30)) == size(10, 30))
    #expect(Tree.shape(0).sizeThatFits(.infinity) == size(.infinity, .infinity))
  }

  @Test func unproposedInfiniteMaxKeepsTheChildsIdealSize() {
    let tree = Tree.flexibleFrame(0, maxWidth: .infinity, Tree.shape(1))
    #expect(tree.sizeThatFits(.unspecified) == size(10, 10))
    var engine = LayoutEngine()
    let frames = engine.layout(tree, in: size(10, 10)).frames
    #expect(frames[1] == rect(0, 0, 10, 10))
  }

  @Test func minWidthGrowsSmallChildrenAndLetsBigOnesThrough() {
    let small = Tree.flexibleFrame(0, minWidth: 100, Tree.text(1, "Hi"))
    #expect(small.sizeThatFits(proposal(390, 844)) == size(100, 20))
    let big = Tree.flexibleFrame(0, minWidth: 100, Tree.text(1, "A much longer label"))
    #expect(big.sizeThatFits(proposal(390, 844)) == size(152, 20))
  }

  @Test func minAndMaxClampTheProposalWithoutAskingTheChild() {
    let tree = Tree.flexibleFrame(0, minWidth: 50, maxWidth: 150, Tree.text(1, "Hi"))
    #expect(tree.sizeThatFits(proposal(390, 844)) == size(150, 20))
    #expect(tree.sizeThatFits(proposal(20, 844)) == size(50, 20))
    #expect(tree.sizeThatFits(proposal(100, 844)) == size(100, 20))
  }

  @Test func idealIsUsedOnlyWhenUnproposed() {
    let tree = Tree.flexibleFrame(0, idealWidth: 120, Tree.text(1, "Hi"))
    #expect(tree.sizeThatFits(.unspecified) == size(120, 20))
    #expect(tree.sizeThatFits(proposal(390, 844)) == size(16, 20))
  }

  @Test func maxWidthCapsAnInfiniteChild() {
    let tree = Tree.flexibleFrame(0, maxWidth: .infinity, maxHeight: 100, Tree.shape(1))
    #expect(tree.sizeThatFits(proposal(390, 844)) == size(390, 100))
    let capped = Tree.flexibleFrame(0, maxWidth: 200, maxHeight: 100, Tree.shape(1))
    #expect(capped.sizeThatFits(proposal(390, 844)) == size(200, 100))
    #expect(capped.sizeThatFits(proposal(50, 20)) == size(50, 20))
  }

  @Test func contradictoryConstraintsLetTheMinimumWin() {
    let tree = Tree.flexibleFrame(0, minWidth: 100, maxWidth: 50, Tree.shape(1))
    #expect(tree.sizeThatFits(proposal(390, 30)) == size(100, 30))
  }

  @Test func alignsTheChildInside() {
    let tree = Tree.flexibleFrame(
      0,
      maxWidth: .infinity,
      maxHeight: .infinity,
      alignment: .topLeading,
      Tree.text(1, "Hi")
    )
    let frames = layout(tree, in: size(390, 844)).frames
    #expect(frames[0] == rect(0, 0, 390, 844))
    #expect(frames[1] == rect(0, 0, 16, 20))
  }

  /// Seed 002: `VStack { Button("Collapse"); Rectangle().frame(maxWidth: W, maxHeight: 100) }`.
  @Test(arguments: [
    (CGFloat.infinity, CGRect(x: 0, y: 386, width: 390, height: 100)),
    (CGFloat(200), CGRect(x: 95, y: 386, width: 200, height: 100)),
  ])
  func seed002(maxWidth: CGFloat, expected: CGRect) {
    let tree = Tree.vStack(
      0,
      Tree.text(1, "Collapse"),
      Tree.flexibleFrame(2, maxWidth: maxWidth, maxHeight: 100, Tree.shape(3))
    )
    let frames = layout(tree, in: size(390, 844)).frames
    #expect(frames[1] == rect(163, 358, 64, 20))
    #expect(frames[2] == expected)
    #expect(frames[3] == expected)
    #expect(frames[0] == rect(expected.minX, 358, expected.width, 128))
  }
}
