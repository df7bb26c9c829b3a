import Testing
import ViewModelKit

/// A drawer that slides in and out with the transition it is given.
private struct Drawer: View {
  @State private var isOpen = false
  let transition: AnyTransition
  var animation: Animation? = .linear(duration: 1)

  var body: some View {
    VStack {
      if isOpen {
        Color.green.frame(width: 100, height: 50).transition(transition)
      }
      Button("Toggle") { withAnimation(animation) { isOpen.toggle() } }
    }
  }
}

/// Where the drawer's colour is drawn once in place.
private let settled = CGRect(x: 145, y: 383, width: 100, height: 50)

@MainActor
@Suite("Built-in transitions frame by frame")
struct BuiltInTransitionTests {
  @Test func moveFromTheLeadingEdgeCombinedWithOpacityUnderEaseInOut() throws {
    let host = ViewHost(
      Drawer(
        transition: .move(edge: .leading).combined(with: .opacity),
        animation: .easeInOut(duration: 0.3)
      )
    )
    try host.tap("Toggle")
    let samples = host.timeline(advancingBy: 0.3) { $0.first("Color") }
    let curve = AnimationSampler(.easeInOut(duration: 0.3)).values
    #expect(samples.count == 19 && curve.count == 19)
    for (index, sample) in samples.enumerated() {
      let color = try #require(sample.value)
      // The view starts one width to the leading side, transparent, and eases into place.
      #expect(isClose(Double(color.frame.minX), 145 - 100 * (1 - curve[index])), "\(index)")
      #expect(color.frame.minY == 383 && color.frame.size == settled.size)
      #expect(isClose(color.opacity, curve[index]), "\(index)")
    }
    #expect(samples[0].value?.frame.minX == 45 && samples[0].value?.opacity == 0)
    // Half way in time is half way on the symmetric ease-in-out curve.
    #expect(isClose(Double(samples[9].value?.frame.minX ?? 0), 95, tolerance: 1e-6))
    #expect(isClose(samples[9].value?.opacity ?? 0, 0.5, tolerance: 1e-8))
    #expect(samples[18].value?.frame == settled && samples[18].value?.opacity == 1)

    try host.tap("Toggle")
    host.advance(frames: 9)
    let leaving = try #require(host.snapshot().first("Color"))
    #expect(leaving.isLeaving)
    #expect(isClose(Double(leaving.frame.minX), 95, tolerance: 1e-6))
    try host.settle()
    #expect(host.snapshot().first("Color") == nil)
  }

  @Test func pushEntersFromItsEdgeAndLeavesTowardsTheOppositeOne() throws {
    let host = ViewHost(Drawer(transition: .push(from: .trailing)))
    try host.tap("Toggle")
    let entering = try #require(host.snapshot().first("Color"))
    #expect(entering.frame == settled.offsetBy(dx: 100, dy: 0) && entering.opacity == 0)
    host.advance(by: 0.5)
    let half = try #require(host.snapshot().first("Color"))
    #expect(isClose(Double(half.frame.minX), 195, tolerance: 1e-4))
    #expect(isClose(half.opacity, 0.5, tolerance: 1e-6))
    try host.settle()
    try host.tap("Toggle")
    host.advance(by: 0.5)
    let leaving = try #require(host.snapshot().first("Color"))
    #expect(isClose(Double(leaving.frame.minX), 95, tolerance: 1e-4))
    #expect(isClose(leaving.opacity, 0.5, tolerance: 1e-6))
  }

  @Test func slideLeavesTowardsTheTrailingEdge() throws {
    let host = ViewHost(Drawer(transition: .slide))
    try host.tap("Toggle")
    #expect(host.snapshot().first("Color")?.frame == settled.offsetBy(dx: -100, dy: 0))
    try host.settle()
    try host.tap("Toggle")
    host.advance(by: 0.25)
    let leaving = try #require(host.snapshot().first("Color"))
    #expect(isClose(Double(leaving.frame.minX), 170, tolerance: 1e-4))
    #expect(leaving.opacity == 1)
  }

  @Test func scaleFromAnAnchorAndOffsetAsymmetrically() throws {
    let host = ViewHost(
      Drawer(
        transition: .asymmetric(
          insertion: .scale(scale: 0.5, anchor: .topLeading),
          removal: .offset(x: 0, y: 40)
        )
      )
    )
    try host.tap("Toggle")
    #expect(
      host.snapshot().first("Color")?.frame == CGRect(x: 145, y: 383, width: 50, height: 25)
    )
    try host.settle()
    try host.tap("Toggle")
    host.advance(by: 0.5)
    let leaving = try #require(host.snapshot().first("Color"))
    #expect(leaving.frame.size == settled.size && leaving.frame.minX == 145)
    #expect(isClose(Double(leaving.frame.minY), 403, tolerance: 1e-4))
  }

  @Test func aTransitionWithItsOwnAnimationRunsWithoutWithAnimation() throws {
    let host = ViewHost(
      Drawer(transition: .opacity.animation(.linear(duration: 0.2)), animation: nil)
    )
    try host.tap("Toggle")
    #expect(host.snapshot().first("Color")?.opacity == 0)
    host.advance(by: 0.1)
    #expect(isClose(host.snapshot().first("Color")?.opacity ?? 0, 0.5, tolerance: 1e-6))
    try host.settle()
    #expect(host.time < 0.3)
    try host.tap("Toggle")
    host.advance(by: 0.1)
    let leaving = try #require(host.snapshot().first("Color"))
    #expect(leaving.isLeaving && isClose(leaving.opacity, 0.5, tolerance: 1e-6))
  }

  @Test func aTransitionsAnimationReplacesTheTransactions() throws {
    let host = ViewHost(
      Drawer(
        transition: .move(edge: .top).animation(.linear(duration: 0.2)),
        animation: .linear(duration: 2)
      )
    )
    try host.tap("Toggle")
    host.advance(by: 0.1)
    let color = try #require(host.snapshot().first("Color"))
    #expect(isClose(Double(color.frame.minY), 383 - 25, tolerance: 1e-4))
  }

  @Test func aTransitionWithoutAnimationAppearsAndLeavesAtOnce() throws {
    let host = ViewHost(Drawer(transition: .slide.animation(nil)))
    try host.tap("Toggle")
    // In place at once, although the transaction animates (the button below still moves).
    #expect(host.snapshot().first("Color")?.frame == settled)
    #expect(host.snapshot().first("Color")?.opacity == 1)
    try host.tap("Toggle")
    #expect(host.snapshot().first("Color") == nil)
  }

  @Test func identityAppearsAndDisappearsAtOnce() throws {
    let host = ViewHost(Drawer(transition: .identity))
    try host.tap("Toggle")
    #expect(host.snapshot().first("Color")?.frame == settled)
    #expect(host.snapshot().first("Color")?.opacity == 1)
  }
}
