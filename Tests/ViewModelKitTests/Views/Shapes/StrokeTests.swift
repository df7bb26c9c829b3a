import Testing
import ViewModelKit

private struct ProgressRing: View {
  @State var progress = 0.25

  var body: some View {
    VStack {
      Circle()
        .trim(from: 0, to: progress)
        .stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        .rotationEffect(.degrees(-90))
        .frame(width: 100, height: 100)
      Button("Fill") {
        withAnimation(.linear(duration: 1)) { progress = 1 }
      }
    }
  }
}

@MainActor
@Suite("Strokes")
struct StrokeTests {
  private let small = CGSize(width: 40, height: 40)

  @Test func aProgressRingIsATrimmedStrokedCircle() {
    let host = ViewHost(ProgressRing(), size: CGSize(width: 200, height: 200))
    #expect(
      snapshotLines(host)[2]
        == "    Circle (50, 36, 100, 100) rotation -90° stroke(blue, lineWidth: 8, lineCap: .round)"
        + " trim(from: 0, to: 0.25)"
    )
    #expect(
      drawnElements(host.svg())[0]
        == ##"<path d="M150 86 C150 113.614 127.614 136 100 136" fill="none" stroke="#007aff""##
        + ##" stroke-width="8" stroke-linecap="round" stroke-miterlimit="10""##
        + ##" transform="rotate(-90 100 86)"/>"##
    )
  }

  @Test func theTrimAnimatesFrameByFrame() throws {
    let host = ViewHost(ProgressRing(), size: CGSize(width: 200, height: 200))
    try host.tap("Fill")
    var trims: [ClosedRange<CGFloat>?] = []
    for _ in 0..<4 {
      host.advance(frames: 15)
      trims.append(host.snapshot().first("Circle")?.trim)
    }
    #expect(trims == [0...0.4375, 0...0.625, 0...0.8125, 0...1])
    try host.settle()
    let ring = try #require(host.snapshot().first("Circle"))
    #expect(!ring.isAnimating)
    #expect(
      ring.drawings.first?.path == Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    )
  }

  @Test func halfwayTheRingIsHalfACircle() throws {
    let host = ViewHost(ProgressRing(progress: 0), size: CGSize(width: 200, height: 200))
    #expect(host.snapshot().first("Circle")?.drawings.first?.path?.isEmpty == true)
    try host.tap("Fill")
    host.advance(frames: 30)
    let ring = try #require(host.snapshot().first("Circle"))
    #expect(ring.trim == 0...0.5)
    let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(ring.drawings.first?.path == circle.trimmedPath(from: 0, to: 0.5))
    #expect(ring.isAnimating)
  }

  @Test func strokeBorderStrokesTheShapeInsetByHalfTheLineWidth() {
    let host = ViewHost(
      Circle().strokeBorder(.red, lineWidth: 4).frame(width: 20, height: 20),
      size: small
    )
    #expect(snapshotLines(host) == ["Circle (10, 10, 20, 20) stroke(red, lineWidth: 4)"])
    #expect(
      drawnElements(host.svg()) == [
        ##"<path d="M28 20 C28 24.418 24.418 28 20 28 C15.582 28 12 24.418 12 20"##
          + ##" C12 15.582 15.582 12 20 12 C24.418 12 28 15.582 28 20 Z" fill="none""##
          + ##" stroke="#ff3b30" stroke-width="4" stroke-miterlimit="10"/>"##
      ]
    )
  }

  @Test func aDashedStrokeWritesItsPattern() {
    let view = Capsule()
      .stroke(
        .purple,
        style: StrokeStyle(
          lineWidth: 5,
          lineCap: .round,
          lineJoin: .bevel,
          dash: [5, 10],
          dashPhase: 2
        )
      )
      .frame(width: 30, height: 10)
    let host = ViewHost(view, size: small)
    #expect(
      snapshotLines(host) == [
        "Capsule (5, 15, 30, 10) stroke(purple, lineWidth: 5, lineCap: .round, lineJoin: .bevel,"
          + " dash: [5, 10], dashPhase: 2)"
      ]
    )
    let line = drawnElements(host.svg())[0]
    #expect(
      line.hasSuffix(
        ##" fill="none" stroke="#af52de" stroke-width="5" stroke-linecap="round""##
          + ##" stroke-linejoin="bevel" stroke-dasharray="5 10" stroke-dashoffset="2"/>"##
      )
    )
  }

  @Test func aFilledShapeCanBeStrokedToo() {
    let host = ViewHost(
      Circle().fill(.yellow).stroke(.orange, lineWidth: 2).frame(width: 20, height: 20),
      size: small
    )
    #expect(
      snapshotLines(host) == ["Circle (10, 10, 20, 20) fill(yellow) stroke(orange, lineWidth: 2)"]
    )
    let lines = drawnElements(host.svg())
    #expect(lines.count == 2)
    #expect(lines[0].hasSuffix(##"Z" fill="#ffcc00"/>"##))
    #expect(
      lines[1]
        .hasSuffix(##"Z" fill="none" stroke="#ff9500" stroke-width="2" stroke-miterlimit="10"/>"##)
    )
  }

  @Test func aStrokedShapeIsAShapeDrawnWithTheForegroundStyle() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Circle().stroke(lineWidth: 2)
        Rectangle().stroke(style: StrokeStyle(lineWidth: 3, dash: [2]))
      }
      .frame(width: 40, height: 20)
      .foregroundStyle(.green),
      size: small
    )
    #expect(
      snapshotLines(host) == [
        "HStack (0, 10, 40, 20)",
        "  Circle (0, 10, 20, 20) stroke(green, lineWidth: 2)",
        "  Rectangle (20, 10, 20, 20) stroke(green, lineWidth: 3, dash: [2])",
      ]
    )
  }

  @Test func aStrokedPathCoversTheLineWidthAroundItsOutline() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    #expect(
      line.strokedPath(StrokeStyle(lineWidth: 2)).boundingRect
        == CGRect(x: 0, y: -1, width: 10, height: 2)
    )
    #expect(
      line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square)).boundingRect
        == CGRect(x: -1, y: -1, width: 12, height: 2)
    )
    #expect(
      line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).boundingRect
        == CGRect(x: -1, y: -1, width: 12, height: 2)
    )
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      square.strokedPath(StrokeStyle(lineWidth: 2)).boundingRect
        == CGRect(x: -1, y: -1, width: 12, height: 12)
    )
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [4, 2]))
    #expect(dashed.elements.filter { $0 == .closeSubpath }.count == 2)
  }
}
