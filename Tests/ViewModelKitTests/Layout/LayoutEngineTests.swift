import Foundation
import Testing
import ViewModelKit

@Suite("LayoutEngine")
struct LayoutEngineTests {
  @Test func rootIsCentredInTheDefaultScreen() {
    let result = layout(Tree.text(0, "Hello"), in: size(390, 844))
    #expect(result.frames == [0: rect(175, 412, 40, 20)])
    #expect(result.textLines == [0: ["Hello"]])
  }

  @Test func rootLargerThanTheScreenIsStillCentred() {
    let tree = Tree.frame(0, width: 500, height: 100, Tree.shape(1))
    #expect(layout(tree, in: size(390, 844)).frames[0] == rect(-55, 372, 500, 100))
  }

  @Test func spacerOutsideAStackGrowsBothWays() {
    #expect(Tree.spacer(0).sizeThatFits(.unspecified) == size(8, 8))
    #expect(Tree.spacer(0).sizeThatFits(proposal(100, 4)) == size(100, 8))
  }

  @Test func eachPassStartsWithAnEmptyCache() {
    var engine = LayoutEngine()
    _ = engine.layout(Tree.text(0, "Hello"), in: size(390, 844))
    let result = engine.layout(Tree.text(0, "Hi"), in: size(390, 844))
    #expect(result.frames[0] == rect(187, 412, 16, 20))
  }

  @Test func rootIsProposedTheScreen() {
    let result = layout(Tree.text(0, "Hello brave new world"), in: size(96, 200))
    #expect(result.frames[0] == rect(4, 80, 88, 40))
    #expect(result.textLines[0] == ["Hello brave", "new world"])
  }

  @Test func passthroughSharesItsChildsFrame() {
    let tree = Tree.vStack(0, Tree.passthrough(1, Tree.text(2, "A")), Tree.text(3, "B"))
    let frames = layout(tree, in: size(8, 48)).frames
    #expect(frames[1] == rect(0, 0, 8, 20))
    #expect(frames[2] == frames[1])
  }

  @Test func emptyRootHasNoFrames() {
    #expect(layout(Tree.empty(0), in: size(390, 844)) == LayoutResult())
  }

  @Test func textLinesFollowThePlacementProposal() {
    let tree = Tree.vStack(
      0,
      Tree.text(1, "one two three four five", lineLimit: 2),
      Tree.padding(2, .padding(8), Tree.text(3, "Collapse"))
    )
    let result = layout(tree, in: size(80, 400))
    #expect(result.textLines[1] == ["one two", "three fou…"])
    #expect(result.textLines[3] == ["Collapse"])
    #expect(result.frames[3] == rect(8, 214, 64, 20))
  }

  /// Each node is measured a bounded number of times, thanks to the per-proposal cache.
  @Test func measuresEachNodeABoundedNumberOfTimes() {
    var nodes = 0
    func nextID() -> Int {
      nodes += 1
      return nodes
    }
    func branch(depth: Int) -> LayoutNode {
      let leaf = Tree.text(nextID(), "Label \(depth)")
      guard depth > 0 else { return leaf }
      let id = nextID()
      let kind: LayoutKind =
        depth.isMultiple(of: 2)
        ? .vStack(alignment: .center, spacing: nil) : .hStack(alignment: .center, spacing: nil)
      let children = [
        leaf, Tree.spacer(nextID()), Tree.padding(nextID(), branch(depth: depth - 1)),
      ]
      return LayoutNode(id: id, kind: kind, children: children)
    }
    let tree = branch(depth: 12)
    var engine = LayoutEngine()
    let result = engine.layout(tree, in: size(390, 844))
    #expect(result.frames.count == nodes)
    #expect(engine.measurementCount <= 12 * nodes, "\(engine.measurementCount) for \(nodes)")
  }
}
