import Foundation
import Testing
import ViewModelKit

@Suite("ZStack layout")
struct ZStackLayoutTests {
  @Test func sizeIsTheLargestChildAndChildrenAreAligned() {
    let tree = Tree.zStack(
      0,
      alignment: .bottomLeading,
      Tree.frame(1, width: 100, height: 50, Tree.shape(2)),
      Tree.frame(3, width: 50, height: 100, Tree.shape(4))
    )
    #expect(tree.sizeThatFits(.unspecified) == size(100, 100))
    let frames = layout(tree, in: size(100, 100)).frames
    #expect(frames[1] == rect(0, 50, 100, 50))
    #expect(frames[3] == rect(0, 0, 50, 100))
  }

  @Test(arguments: [
    (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.center, CGPoint(x: 187, y: 412)),
    (.bottomTrailing, CGPoint(x: 374, y: 824)), (.top, CGPoint(x: 187, y: 0)),
  ])
  func alignsTextOverAColor(alignment: Alignment, origin: CGPoint) {
    let tree = Tree.zStack(0, alignment: alignment, Tree.shape(1), Tree.text(2, "Hi"))
    let frames = layout(tree, in: size(390, 844)).frames
    #expect(frames[0] == rect(0, 0, 390, 844))
    #expect(frames[1] == rect(0, 0, 390, 844))
    #expect(frames[2] == CGRect(origin: origin, size: size(16, 20)))
  }

  /// Every child is proposed the ZStack's size when placed.
  @Test func childrenAreProposedTheStacksSize() {
    let tree = Tree.zStack(0, Tree.shape(1), Tree.text(2, "Hi"))
    #expect(tree.sizeThatFits(.unspecified) == size(16, 20))
    let frames = layout(tree, in: size(16, 20)).frames
    #expect(frames[1] == rect(0, 0, 16, 20))
  }

  @Test func lowerPriorityChildrenDoNotSizeTheStack() {
    let tree = Tree.zStack(0, Tree.spacer(1), Tree.text(2, "Hi"))
    #expect(tree.sizeThatFits(.infinity) == size(16, 20))
    #expect(Tree.zStack(0, Tree.empty(1)).sizeThatFits(.infinity) == .zero)
  }
}
