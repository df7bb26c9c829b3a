import Foundation
import Testing
import ViewModelKit

@Suite("Padding layout")
struct PaddingLayoutTests {
  @Test func defaultIsSixteenOnEveryEdge() {
    #expect(
      LayoutKind.padding() == .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    )
    let tree = Tree.padding(0, Tree.text(1, "Hi"))
    #expect(tree.sizeThatFits(.unspecified) == size(48, 52))
    let frames = layout(tree, in: size(48, 52)).frames
    #expect(frames[1] == rect(16, 16, 16, 20))
  }

  @Test func chosenEdgesOnly() {
    let kind = LayoutKind.padding(8, leading: false, trailing: false)
    #expect(kind == .padding(EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)))
    #expect(Tree.padding(0, kind, Tree.text(1, "Hi")).sizeThatFits(.unspecified) == size(16, 36))
    let leading = LayoutKind.padding(top: false, bottom: false, trailing: false)
    #expect(leading == .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)))
  }

  @Test func childIsProposedTheRestAndPlacedAtLeadingTop() {
    let tree = Tree.padding(
      0,
      .padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)),
      Tree.shape(1)
    )
    #expect(tree.sizeThatFits(proposal(100, 100)) == size(100, 100))
    let frames = layout(tree, in: size(100, 100)).frames
    #expect(frames[1] == rect(20, 10, 40, 60))
  }

  @Test func proposalNeverShrinksBelowZeroAndNilStaysNil() {
    let tree = Tree.padding(0, .padding(16), Tree.shape(1))
    #expect(tree.sizeThatFits(proposal(20, 20)) == size(32, 32))
    #expect(tree.sizeThatFits(.unspecified) == size(42, 42))
  }
}
