import Foundation
import Testing

@testable import ViewModelKit

// A matched-geometry pair in flight lays its two views out at every frame; the renderer keeps
// the flights only while they run, and frames of other trees do no flight work at all.

/// A badge that moves between two corners, or is removed without a partner.
private struct Badge: View {
  @Namespace private var space
  @State private var corner = 0
  @State private var isShown = true

  var body: some View {
    ZStack {
      if isShown {
        if corner == 0 {
          Text("New").matchedGeometryEffect(id: "badge", in: space)
            .frame(width: 60, height: 30).position(x: 50, y: 50)
        } else {
          Text("New").matchedGeometryEffect(id: "badge", in: space)
            .frame(width: 120, height: 60).position(x: 300, y: 500)
        }
      }
      Button("Move") { withAnimation(.linear(duration: 1)) { corner = 1 - corner } }
        .position(x: 100, y: 800)
      Button("Drop") { isShown = false }.position(x: 300, y: 800)
    }
  }
}

/// A square that grows with an ordinary frame animation.
private struct Growing: View {
  @State private var isLarge = false

  var body: some View {
    VStack {
      Color.blue.frame(width: isLarge ? 200 : 100, height: 50)
      Button("Grow") { withAnimation(.linear(duration: 1)) { isLarge.toggle() } }
    }
  }
}

@MainActor
@Suite("MatchedFlights")
struct MatchedFlightsTests {
  @Test func bothViewsFlyUntilTheAnimationEnds() throws {
    let host = ViewHost(Badge())
    #expect(host.renderer.matchedFlights == nil)
    try host.tap("Move")
    #expect(host.renderer.matchedFlights?.flights.map(\.isLive) == [true, false])
    host.advance(frames: 59)
    #expect(host.renderer.matchedFlights?.flights.count == 2)
    try host.settle()
    #expect(host.renderer.matchedFlights == nil)
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 288, y: 490, width: 24, height: 20))
  }

  @Test func aViewRemovedWithoutAnimationLeavesItsFlight() throws {
    let host = ViewHost(Badge())
    try host.tap("Move")
    host.advance(frames: 10)
    try host.tap("Drop")
    host.advance(frames: 1)
    #expect(host.renderer.matchedFlights?.flights.map(\.isLive) == [false])
    try host.settle()
    #expect(host.renderer.matchedFlights == nil)
    #expect(host.snapshot().all("Text").map(\.text) == ["Move", "Drop"])
  }

  @Test func ordinaryFrameAnimationsMakeNoFlight() throws {
    let host = ViewHost(Growing())
    try host.tap("Grow")
    host.advance(frames: 30)
    #expect(host.renderer.matchedFlights == nil)
    #expect(host.snapshot().first("Color")?.frame.width == 150)
  }
}
