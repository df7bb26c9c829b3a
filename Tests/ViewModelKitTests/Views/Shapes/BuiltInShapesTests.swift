import Testing
import ViewModelKit

/// Whether two rectangles agree to 1e-9 (arcs put points at `cos(π)`-like values).
private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
    .allSatisfy { abs($0) < 1e-9 }
}

@MainActor
@Suite("Built-in shapes")
struct BuiltInShapesTests {
  private let rect = CGRect(x: 0, y: 0, width: 40, height: 20)

  @Test func staticMembersAreTheBuiltInShapes() {
    #expect(Rectangle.rect.path(in: rect) == Rectangle().path(in: rect))
    #expect(Circle.circle.path(in: rect) == Circle().path(in: rect))
    #expect(Ellipse.ellipse.path(in: rect) == Path(ellipseIn: rect))
    #expect(Capsule.capsule.path(in: rect) == Path(roundedRect: rect, cornerRadius: 10))
    #expect(Capsule.capsule(style: .circular).style == .circular)
    #expect(RoundedRectangle.rect(cornerRadius: 4).cornerSize == CGSize(width: 4, height: 4))
    #expect(RoundedRectangle.rect(cornerSize: CGSize(width: 6, height: 3)).style == .continuous)
    #expect(
      UnevenRoundedRectangle.rect(topLeadingRadius: 5).cornerRadii
        == RectangleCornerRadii(topLeading: 5)
    )
  }

  @Test func aRoundedRectangleWithEllipticalCorners() {
    let path = RoundedRectangle(cornerSize: CGSize(width: 8, height: 4)).path(in: rect)
    #expect(path.elements.first == .move(to: CGPoint(x: 8, y: 0)))
    #expect(path.elements[1] == .line(to: CGPoint(x: 32, y: 0)))
    #expect(isClose(path.boundingRect, rect))
  }

  @Test func insetShapesShrinkAndRoundedCornersWithThem() {
    let inset = RoundedRectangle(cornerRadius: 6).inset(by: 2).path(in: rect)
    #expect(inset == RoundedRectangle(cornerRadius: 4).path(in: rect.insetBy(dx: 2, dy: 2)))
    #expect(Circle().inset(by: 5).path(in: rect) == Circle().path(in: rect.insetBy(dx: 5, dy: 5)))
    #expect(
      Rectangle().inset(by: 1).inset(by: 1).path(in: rect) == Path(rect.insetBy(dx: 2, dy: 2))
    )
  }

  @Test func anUnevenRoundedRectangleRoundsOnlyItsOwnCorners() {
    let path = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 4).path(in: rect)
    #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
    #expect(path.elements.contains(.line(to: CGPoint(x: 40, y: 0))))
    #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 20))))
    #expect(isClose(path.boundingRect, rect))
  }

  @Test func movedRotatedAndScaledShapes() {
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      Rectangle().offset(x: 5).path(in: square) == Path(CGRect(x: 5, y: 0, width: 10, height: 10))
    )
    let scaled = Rectangle().scale(x: 0.5, y: 1, anchor: .leading).path(in: square)
    #expect(scaled == Path(CGRect(x: 0, y: 0, width: 5, height: 10)))
    let turned = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: square)
    #expect(turned.elements[1] == .line(to: CGPoint(x: 6.123233995736766e-16, y: 10)))
  }

  @Test func modifiedShapesKeepTheirShapesNameInSnapshots() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Circle().inset(by: 2).fill(.red)
        Ellipse().offset(x: 2).stroke(.blue)
        Capsule().rotation(.degrees(10)).fill(.green)
        AnyShape(Rectangle()).fill(.gray)
      }
      .frame(width: 20, height: 80),
      size: CGSize(width: 20, height: 80)
    )
    #expect(
      snapshotLines(host) == [
        "VStack (0, 0, 20, 80)",
        "  Circle (0, 0, 20, 20)",
        "  Ellipse (0, 20, 20, 20) stroke(blue, lineWidth: 1)",
        "  Capsule (0, 40, 20, 20)",
        "  AnyShape (0, 60, 20, 20)",
      ]
    )
  }

  @Test func anEvenOddFillIsRecordedAndDrawn() {
    let ring = Path { path in
      path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
      path.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
    }
    let host = ViewHost(
      ring.fill(.black, style: FillStyle(eoFill: true)),
      size: CGSize(width: 20, height: 20)
    )
    #expect(snapshotLines(host) == ["Path (0, 0, 20, 20) fill(black, eoFill: true)"])
    #expect(drawnElements(host.svg())[0].hasSuffix(##" fill="#000000" fill-rule="evenodd"/>"##))
  }
}

@MainActor
@Suite("Shape call forms")
struct ShapeCallFormTests {
  @Test func theFormsAppsWriteCompileAndDraw() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Circle().fill(style: FillStyle(eoFill: true))
        Circle().strokeBorder(lineWidth: 2)
        Circle().strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [1]))
        Capsule().fill(.blue.opacity(0.3))
        Color.clear.background(.red.opacity(0.5))
        RoundedRectangle(cornerRadius: 4, style: .circular).stroke(Color.gray)
      }
      .frame(width: 10, height: 60),
      size: CGSize(width: 10, height: 60)
    )
    #expect(
      host.snapshot().roots[0].children.map { $0.drawings.map(\.description) } == [
        ["fill(primary, eoFill: true)"],
        ["stroke(primary, lineWidth: 2)"],
        ["stroke(primary, lineWidth: 3, dash: [1])"],
        ["fill(30% blue)"],
        [],
        [],
        ["stroke(gray, lineWidth: 1)"],
      ]
    )
    #expect(host.snapshot().roots[0].children[4].fill == Color.red.opacity(0.5))
  }
}
