import Foundation
import Testing
import ViewModelKit

@Suite("Frame layout")
struct FrameLayoutTests {
  @Test func bothDimensionsAreTakenExactly() {
    let tree = Tree.frame(0, width: 100, height: 50, Tree.shape(1))
    #expect(tree.sizeThatFits(.unspecified) == size(100, 50))
    let frames = layout(tree, in: size(390, 844)).frames
    #expect(frames[0] == rect(145, 397, 100, 50))
    #expect(frames[1] == frames[0])
  }

  @Test func oneDimensionTakesTheChildsOther() {
    let tree = Tree.frame(0, width: 100, Tree.text(1, "Hi"))
    #expect(tree.sizeThatFits(proposal(390, 844)) == size(100, 20))
    let frames = layout(tree, in: size(100, 20)).frames
    #expect(frames[1] == rect(42, 0, 16, 20))
  }

  @Test func alignsTheChildInside() {
    let tree = Tree.frame(0, width: 50, height: 50, alignment: .bottomTrailing, Tree.text(1, "Hi"))
    #expect(layout(tree, in: size(50, 50)).frames[1] == rect(34, 30, 16, 20))
    let leading = Tree.frame(0, width: 100, alignment: .leading, Tree.text(1, "Hi"))
    #expect(layout(leading, in: size(100, 20)).frames[1] == rect(0, 0, 16, 20))
  }

  @Test func aChildLargerThanTheFrameOverflowsCentred() {
    let tree = Tree.frame(0, width: 16, height: 20, Tree.text(1, "Hello"))
    let result = layout(tree, in: size(16, 20))
    #expect(result.frames[1] == rect(0, -20, 16, 60))
    #expect(result.textLines[1] == ["He", "ll", "o"])
  }

  @Test func invalidDimensionsAreIgnored() {
    let tree = Tree.frame(0, width: -5, height: .infinity, Tree.text(1, "Hi"))
    #expect(tree.sizeThatFits(proposal(390, 844)) == size(16, 20))
  }
}
