import Testing
import ViewModelKit

/// A card that is small at the top or large in the middle: two views of one matched group.
private struct HeroCard: View {
  @Namespace private var card
  @State private var isExpanded = false
  var animation: Animation = .linear(duration: 1)

  var body: some View {
    ZStack {
      if isExpanded {
        Color.blue.matchedGeometryEffect(id: "card", in: card)
          .frame(width: 300, height: 200).position(x: 195, y: 400)
      } else {
        Color.blue.matchedGeometryEffect(id: "card", in: card)
          .frame(width: 100, height: 60).position(x: 100, y: 100)
      }
      Button("Toggle") { withAnimation(animation) { isExpanded.toggle() } }
        .position(x: 195, y: 800)
    }
  }
}

private let small = CGRect(x: 50, y: 70, width: 100, height: 60)
private let large = CGRect(x: 45, y: 300, width: 300, height: 200)

/// The rect a fraction of the way from one rect to another.
private func lerp(_ from: CGRect, _ to: CGRect, _ t: Double) -> CGRect {
  CGRect(
    x: from.minX + (to.minX - from.minX) * t,
    y: from.minY + (to.minY - from.minY) * t,
    width: from.width + (to.width - from.width) * t,
    height: from.height + (to.height - from.height) * t
  )
}

/// Whether two rects agree to `tolerance` (frames are presented in single precision).
private func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: Double = 5e-4) -> Bool {
  isClose(lhs.minX, rhs.minX, tolerance: tolerance)
    && isClose(lhs.minY, rhs.minY, tolerance: tolerance)
    && isClose(lhs.width, rhs.width, tolerance: tolerance)
    && isClose(lhs.height, rhs.height, tolerance: tolerance)
}

/// The ease-in-out timing curve, the cubic Bézier (0.42, 0) (0.58, 1), solved by bisection.
private func easeInOut(_ x: Double) -> Double {
  func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let mid = (low + high) / 2
    if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
  }
  return bezier((low + high) / 2, 0, 1)
}

@MainActor
@Suite("matchedGeometryEffect")
struct MatchedGeometryEffectTests {
  @Test func insertedViewGrowsFromTheRemovedOneWhichMovesTowardsIt() throws {
    let host = ViewHost(HeroCard())
    #expect(host.snapshot().first("Color")?.frame == small)
    try host.tap("Toggle")
    let samples = host.timeline(advancingBy: 1) { snapshot in
      (
        entering: snapshot.all("Color").first { !$0.isLeaving },
        leaving: snapshot.all("Color").first { $0.isLeaving }
      )
    }
    #expect(samples.count == 61)
    for (frame, sample) in samples.enumerated() {
      let t = Double(frame) / 60
      let expected = lerp(small, large, t)
      let entering = try #require(sample.value.entering)
      #expect(isClose(entering.frame, expected), "frame \(frame): \(entering.frame)")
      #expect(isClose(entering.opacity, t, tolerance: 1e-6), "frame \(frame)")
      if frame < 60 {
        let leaving = try #require(sample.value.leaving)
        #expect(isClose(leaving.frame, expected), "frame \(frame): \(leaving.frame)")
        #expect(isClose(leaving.opacity, 1 - t, tolerance: 1e-6), "frame \(frame)")
      }
    }
    try host.settle()
    #expect(host.snapshot().all("Color").map(\.frame) == [large])
  }

  @Test func easeInOutPairFollowsTheCurveFrameByFrame() throws {
    let host = ViewHost(HeroCard(animation: .easeInOut(duration: 0.5)))
    try host.tap("Toggle")
    let samples = host.timeline(advancingBy: 0.5) { $0.all("Color").first { !$0.isLeaving } }
    #expect(samples.count == 31)
    for (frame, sample) in samples.enumerated() {
      let progress = easeInOut(Double(frame) / 30)
      let entering = try #require(sample.value)
      #expect(
        isClose(entering.frame, lerp(small, large, progress)),
        "frame \(frame): \(entering.frame)"
      )
    }
  }

  @Test func interruptedPairRetargetsFromWhereItIs() throws {
    let host = ViewHost(HeroCard())
    try host.tap("Toggle")
    host.advance(frames: 30)
    let middle = lerp(small, large, 0.5)
    #expect(host.snapshot().all("Color").first { !$0.isLeaving }?.frame == middle)
    // Back again half way: the small card comes back from where the large one is now.
    try host.tap("Toggle")
    let samples = host.timeline(advancingBy: 1) { $0.all("Color").first { !$0.isLeaving } }
    for (frame, sample) in samples.enumerated() {
      let entering = try #require(sample.value)
      let expected = lerp(middle, small, Double(frame) / 60)
      #expect(isClose(entering.frame, expected), "frame \(frame): \(entering.frame)")
    }
    try host.settle()
    #expect(host.snapshot().all("Color").map(\.frame) == [small])
  }

  @Test func withoutAnimationTheNewViewAppearsInItsOwnPlace() throws {
    let host = ViewHost(HeroCard(animation: .linear(duration: 0).delay(0)))
    try host.tap("Toggle")
    try host.settle()
    #expect(host.snapshot().all("Color").map(\.frame) == [large])
  }
}
