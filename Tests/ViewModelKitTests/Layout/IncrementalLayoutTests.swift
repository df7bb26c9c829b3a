import Foundation
import Testing

@testable import ViewModelKit

// A tree of boxes laid out again after each change must come out as the same tree laid out from
// scratch, and a change that no size notices must place only the boxes on its path.

@Suite("Incremental layout of kept boxes")
struct IncrementalLayoutTests {
  private static let screen = CGSize(width: 390, height: 844)

  /// The value tree of the boxes as they are now.
  private static func value(of box: LayoutBox) -> LayoutNode {
    LayoutNode(id: box.id, kind: box.kind, children: box.children.map(value(of:)))
  }

  private static func fromScratch(_ root: LayoutBox) -> LayoutResult {
    layout(value(of: root), in: screen)
  }

  private static func incremental(_ root: LayoutBox) -> (LayoutResult, LayoutEngine) {
    var engine = LayoutEngine()
    engine.layout(root, in: screen)
    var result = LayoutResult()
    root.collect(into: &result)
    return (result, engine)
  }

  @Test func aTextThatKeepsItsSizePlacesOnlyItsPath() {
    let rows = (1...200).map { LayoutBox(id: $0, kind: .text("row \($0 % 10)", lineLimit: nil)) }
    let root = LayoutBox(id: 0, kind: .vStack(alignment: .center, spacing: nil), children: rows)
    _ = Self.incremental(root)
    rows[57].setKind(.text("row 9", lineLimit: nil))
    let (result, engine) = Self.incremental(root)
    #expect(engine.placementCount == 2)
    #expect(engine.changed.map(\.id) == [58])
    #expect(result == Self.fromScratch(root))
  }

  @Test func aTextThatGrowsAlongTheAxisMovesTheRowsAfterIt() {
    let rows = (1...50).map { LayoutBox(id: $0, kind: .text("row", lineLimit: nil)) }
    let root = LayoutBox(id: 0, kind: .vStack(alignment: .leading, spacing: 4), children: rows)
    _ = Self.incremental(root)
    rows[9].setKind(.text("row\nrow", lineLimit: nil))
    let (result, _) = Self.incremental(root)
    #expect(result == Self.fromScratch(root))
    #expect(result.frames[11]?.minY == result.frames[10].map { $0.maxY + 4 })
  }

  @Test(arguments: [42, 7, 2026] as [UInt64])
  func randomChangesLayOutAsFromScratch(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var nextID = 1
    func box(_ kind: LayoutKind, _ children: [LayoutBox] = []) -> LayoutBox {
      nextID += 1
      return LayoutBox(id: nextID, kind: kind, children: children)
    }
    func leafKind() -> LayoutKind {
      switch generator.next() % 6 {
      case 0: .text(String(repeating: "w ", count: Int(generator.next() % 30)), lineLimit: nil)
      case 1: .text("long text that wraps \(generator.next() % 100)", lineLimit: 2)
      case 2: .shape
      case 3: .spacer(minLength: generator.next() % 2 == 0 ? nil : 12)
      case 4: .empty
      default: .text("t", lineLimit: nil)
      }
    }
    var leaves: [LayoutBox] = []
    var stacks: [LayoutBox] = []
    func row() -> LayoutBox {
      let children = (0..<3).map { _ in box(leafKind()) }
      leaves += children
      let padded = box(
        .padding(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)),
        [
          box(.hStack(alignment: .center, spacing: nil), children)
        ]
      )
      stacks.append(padded.children[0])
      return padded
    }
    let framed = box(.frame(width: 120, height: nil, alignment: .leading), [row()])
    let layered = box(.layered(alignment: .center), [row(), box(.shape)])
    let zStack = box(.zStack(alignment: .topLeading), [row(), row()])
    let column = box(
      .vStack(alignment: .leading, spacing: nil),
      (0..<20).map { _ in row() } + [framed, layered, zStack]
    )
    stacks.append(column)
    let root = box(.hStack(alignment: .top, spacing: 2), [column, row()])
    _ = Self.incremental(root)
    var lastChange = ""
    for step in 0..<300 {
      switch generator.next() % 5 {
      case 0, 1, 2:
        let leaf = leaves[Int(generator.next() % UInt64(leaves.count))]
        let kind = leafKind()
        lastChange = "box \(leaf.id) from \(leaf.kind) to \(kind)"
        leaf.setKind(kind)
      case 3:
        let stack = stacks[Int(generator.next() % UInt64(stacks.count))]
        let spacing: CGFloat? = generator.next() % 2 == 0 ? nil : CGFloat(generator.next() % 10)
        lastChange = "the kind of stack \(stack.id)"
        stack.setKind(
          generator.next() % 2 == 0
            ? .vStack(alignment: .trailing, spacing: spacing)
            : .hStack(alignment: .bottom, spacing: spacing)
        )
      default:
        let stack = stacks[Int(generator.next() % UInt64(stacks.count))]
        var children = stack.children
        children.shuffle(using: &generator)
        lastChange = "the order of stack \(stack.id)"
        stack.setChildren(children)
      }
      let (result, _) = Self.incremental(root)
      let expected = Self.fromScratch(root)
      let differing = Set(result.frames.keys).union(expected.frames.keys)
        .filter { result.frames[$0] != expected.frames[$0] }.sorted()
      let differingLines = Set(result.textLines.keys).union(expected.textLines.keys)
        .filter { result.textLines[$0] != expected.textLines[$0] }.sorted()
      #expect(differing.isEmpty, "step \(step), \(lastChange): frames of \(differing)")
      #expect(differingLines.isEmpty, "step \(step), \(lastChange): lines of \(differingLines)")
      if !differing.isEmpty || !differingLines.isEmpty { break }
    }
  }
}
