import Testing
import ViewModelKit

/// A note that is narrow at the top or wide below: a text over a colour, in one matched group.
private struct Note: View {
  @Namespace private var note
  @State private var isWide = false

  var body: some View {
    ZStack {
      if isWide {
        content.frame(width: 200, height: 100).position(x: 200, y: 300)
      } else {
        content.frame(width: 100, height: 100).position(x: 100, y: 100)
      }
      Button("Toggle") { withAnimation(.linear(duration: 1)) { isWide.toggle() } }
        .position(x: 195, y: 800)
    }
  }

  private var content: some View {
    VStack(spacing: 0) {
      Text("Hello brave new world")
      Color.red
    }
    .matchedGeometryEffect(id: "note", in: note)
  }
}

/// A text that is itself matched: it takes its own size for each frame's proposal, placed at
/// the anchor of the frame.
private struct Caption: View {
  @Namespace private var caption
  @State private var isWide = false
  let anchor: UnitPoint

  var body: some View {
    ZStack {
      if isWide {
        text.frame(width: 200, height: 100).position(x: 200, y: 300)
      } else {
        text.frame(width: 100, height: 100).position(x: 100, y: 100)
      }
      Button("Toggle") { withAnimation(.linear(duration: 1)) { isWide.toggle() } }
        .position(x: 195, y: 800)
    }
  }

  private var text: some View {
    Text("Hello brave new world").matchedGeometryEffect(id: "caption", in: caption, anchor: anchor)
  }
}

/// Whether two rects agree to `tolerance` (frames are presented in single precision).
private func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: Double = 5e-4) -> Bool {
  abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
    && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
}

/// The frames of the text and the colour of the entering and the leaving note.
@MainActor
private func frames<Root: View>(
  in host: ViewHost<Root>,
  leaving: Bool
) throws -> (text: CGRect, color: CGRect) {
  let snapshot = host.snapshot()
  let text = try #require(
    snapshot.all("Text").first { $0.isLeaving == leaving && $0.text != "Toggle" }
  )
  let color = try #require(snapshot.all("Color").first { $0.isLeaving == leaving })
  return (text.frame, color.frame)
}

@MainActor
@Suite("matchedGeometryEffect relayout")
struct MatchedGeometryRelayoutTests {
  @Test func contentIsLaidOutAgainInEachFramesSize() throws {
    let host = ViewHost(Note())
    // 100 wide: the text wraps to "Hello brave" / "new world" (88 × 40); the colour takes the rest.
    var start = try frames(in: host, leaving: false)
    #expect(start.text == CGRect(x: 56, y: 50, width: 88, height: 40))
    #expect(start.color == CGRect(x: 50, y: 90, width: 100, height: 60))
    try host.tap("Toggle")
    start = try frames(in: host, leaving: false)
    #expect(isClose(start.text, CGRect(x: 56, y: 50, width: 88, height: 40)))
    #expect(isClose(start.color, CGRect(x: 50, y: 90, width: 100, height: 60)))
    // Half way the note is (75, 150, 150, 100): 18 characters a line, "Hello brave new" /
    // "world", 120 × 40, centred; the colour is 150 × 60 below it.
    host.advance(frames: 30)
    for leaving in [false, true] {
      let middle = try frames(in: host, leaving: leaving)
      #expect(isClose(middle.text, CGRect(x: 90, y: 150, width: 120, height: 40)), "\(middle)")
      #expect(isClose(middle.color, CGRect(x: 75, y: 190, width: 150, height: 60)), "\(middle)")
    }
    // At 0.75 the note is (87.5, 200, 175, 100): the text fits on one line, 168 × 20.
    host.advance(frames: 15)
    let late = try frames(in: host, leaving: false)
    #expect(isClose(late.text, CGRect(x: 91, y: 200, width: 168, height: 20)), "\(late)")
    #expect(isClose(late.color, CGRect(x: 87.5, y: 220, width: 175, height: 80)), "\(late)")
    try host.settle()
    let end = try frames(in: host, leaving: false)
    #expect(end.text == CGRect(x: 116, y: 250, width: 168, height: 20))
    #expect(end.color == CGRect(x: 100, y: 270, width: 200, height: 80))
    #expect(host.snapshot().all("Color").count == 1)
  }

  @Test func interruptedFlightLaysOutFromWhereItIs() throws {
    let host = ViewHost(Note())
    try host.tap("Toggle")
    host.advance(frames: 30)
    // Back from (75, 150, 150, 100) towards (50, 50, 100, 100): a quarter of the way, the
    // note is (68.75, 125, 137.5, 100), 17 characters a line.
    try host.tap("Toggle")
    host.advance(frames: 15)
    let back = try frames(in: host, leaving: false)
    #expect(isClose(back.text, CGRect(x: 77.5, y: 125, width: 120, height: 40)), "\(back)")
    #expect(isClose(back.color, CGRect(x: 68.75, y: 165, width: 137.5, height: 60)), "\(back)")
    try host.settle()
    let end = try frames(in: host, leaving: false)
    #expect(end.text == CGRect(x: 56, y: 50, width: 88, height: 40))
    #expect(end.color == CGRect(x: 50, y: 90, width: 100, height: 60))
  }

  @Test(arguments: [
    (UnitPoint.topLeading, CGRect(x: 86, y: 185, width: 120, height: 40)),
    (UnitPoint.center, CGRect(x: 90, y: 180, width: 120, height: 40)),
  ])
  func contentSmallerThanTheFrameIsPlacedAtTheAnchor(anchor: UnitPoint, expected: CGRect) throws {
    let host = ViewHost(Caption(anchor: anchor))
    // From (56, 80, 88, 40) (two lines in 100 points) to (116, 290, 168, 20) (one line): half
    // way the frame is (86, 185, 128, 30), whose 16 characters a line wrap the text to 120 × 40.
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 56, y: 80, width: 88, height: 40))
    try host.tap("Toggle")
    host.advance(frames: 30)
    let text = try #require(
      host.snapshot().all("Text").first { !$0.isLeaving && $0.text != "Toggle" }
    )
    #expect(isClose(text.frame, expected), "\(text.frame)")
    try host.settle()
    #expect(
      host.snapshot().first("Text")?.frame == CGRect(x: 116, y: 290, width: 168, height: 20)
    )
  }

  @Test func viewsOutsideTheFlightKeepTheirFrames() throws {
    let host = ViewHost(Note())
    let button = host.snapshot().first("Button")?.frame
    try host.tap("Toggle")
    host.advance(frames: 30)
    #expect(host.snapshot().first("Button")?.frame == button)
  }
}
