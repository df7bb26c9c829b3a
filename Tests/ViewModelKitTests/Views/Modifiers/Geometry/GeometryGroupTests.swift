import Testing
import ViewModelKit

private struct Badge: View {
  @State private var isWide = false

  var body: some View {
    VStack {
      HStack {
        Text("Title")
        Text("Sub")
      }
      .geometryGroup()
      .frame(width: isWide ? 300 : 150)
      Button("Widen") { withAnimation(.linear(duration: 1)) { isWide = true } }
    }
  }
}

/// A card pushed down by a spacer that grows, which shows a badge under its bar as it moves.
private struct Card: View {
  @State private var isMoved = false
  let isGrouped: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.clear.frame(width: 10, height: isMoved ? 100 : 0)
      if isGrouped { content.geometryGroup() } else { content }
      Button("Move") { withAnimation(.linear(duration: 1)) { isMoved = true } }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private var content: some View {
    VStack(alignment: .leading, spacing: 0) {
      Rectangle().frame(width: 40, height: 20)
      if isMoved { Circle().frame(width: 10, height: 10) }
    }
  }
}

/// A group moving inside a group that moves too.
private struct Nested: View {
  @State private var isMoved = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.clear.frame(width: 10, height: isMoved ? 100 : 0)
      VStack(alignment: .leading, spacing: 0) {
        Color.clear.frame(width: 10, height: isMoved ? 40 : 0)
        VStack(alignment: .leading, spacing: 0) {
          Rectangle().frame(width: 20, height: 20)
          if isMoved { Circle().frame(width: 10, height: 10) }
        }
        .geometryGroup()
      }
      .geometryGroup()
      Button("Move") { withAnimation(.linear(duration: 1)) { isMoved = true } }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite("geometryGroup")
struct GeometryGroupTests {
  @Test func isRecordedOnTheViewsBelowAndDrawsTheSameFrames() throws {
    let host = ViewHost(Badge())
    let title = try #require(host.snapshot().all("Text").first { $0.text == "Title" })
    #expect(title.effects == [.geometryGroup])
    #expect(host.treeDescription().contains(".geometryGroup"))
    try host.tap("Widen")
    host.advance(frames: 30)
    let widening = try #require(host.snapshot().all("Text").first { $0.text == "Title" })
    #expect(widening.frame == title.frame)
  }

  @Test func aViewInsertedInAMovingGroupAppearsAtItsPlaceInTheGroup() throws {
    let host = ViewHost(Card(isGrouped: true))
    let start = try #require(host.snapshot().first("Rectangle")?.frame)
    try host.tap("Move")
    host.advance(frames: 30)
    // Halfway through a linear move of 100 points, the group is 50 points down; the circle
    // is where layout puts it in the group, right under the bar.
    let snapshot = host.snapshot()
    let bar = try #require(snapshot.first("Rectangle"))
    let badge = try #require(snapshot.first("Circle"))
    #expect(bar.frame == CGRect(x: start.minX, y: start.minY + 50, width: 40, height: 20))
    #expect(bar.isAnimating && badge.isAnimating)
    #expect(badge.frame == CGRect(x: start.minX, y: start.minY + 50 + 20, width: 10, height: 10))
    try host.settle()
    let end = host.snapshot()
    #expect(end.first("Rectangle")?.isAnimating == false)
    #expect(end.first("Rectangle")?.frame == start.offsetBy(dx: 0, dy: 100))
    #expect(
      end.first("Circle")?.frame
        == CGRect(x: start.minX, y: start.minY + 120, width: 10, height: 10)
    )
  }

  @Test func withoutAGroupTheInsertedViewStartsAtItsFinalPlaceOnScreen() throws {
    let host = ViewHost(Card(isGrouped: false))
    let start = try #require(host.snapshot().first("Rectangle")?.frame)
    try host.tap("Move")
    host.advance(frames: 30)
    let snapshot = host.snapshot()
    #expect(snapshot.first("Rectangle")?.frame == start.offsetBy(dx: 0, dy: 50))
    #expect(
      snapshot.first("Circle")?.frame
        == CGRect(x: start.minX, y: start.minY + 120, width: 10, height: 10)
    )
  }

  @Test func theGroupsFrameFollowsTheTransactionFrameByFrame() throws {
    let host = ViewHost(Card(isGrouped: true))
    let start = try #require(host.snapshot().first("Rectangle")?.frame)
    try host.tap("Move")
    let samples = host.timeline(advancingBy: 1) { snapshot in
      (snapshot.first("Rectangle")?.frame.minY ?? -1, snapshot.first("Circle")?.frame.minY ?? -1)
    }
    #expect(samples.count == 61)
    for (frame, sample) in samples.enumerated() {
      // The linear curve is solved numerically, to a ten-thousandth of a point here; the badge
      // stays exactly under the bar.
      let top = start.minY + 100 * Double(frame) / 60
      #expect(abs(sample.value.0 - top) < 1e-4, "frame \(frame)")
      #expect(sample.value.1 == sample.value.0 + 20, "frame \(frame)")
    }
  }

  @Test func nestedGroupsAddTheirPresentedOrigins() throws {
    let host = ViewHost(Nested())
    let start = try #require(host.snapshot().first("Rectangle")?.frame)
    try host.tap("Move")
    host.advance(frames: 30)
    // Halfway: the outer group is 50 points down, the inner one 20 points down in it.
    let snapshot = host.snapshot()
    #expect(snapshot.first("Rectangle")?.frame == start.offsetBy(dx: 0, dy: 70))
    #expect(
      snapshot.first("Circle")?.frame
        == CGRect(x: start.minX, y: start.minY + 90, width: 10, height: 10)
    )
    try host.settle()
    #expect(host.snapshot().first("Rectangle")?.frame == start.offsetBy(dx: 0, dy: 140))
  }
}
