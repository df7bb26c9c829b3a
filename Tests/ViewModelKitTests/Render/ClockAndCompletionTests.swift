import Foundation
import Testing
import ViewModelKit

private struct Mover: View {
  @State private var offset: CGFloat = 0
  @State private var log: [String] = []
  let animation: Animation
  let record: (String) -> Void

  var body: some View {
    VStack {
      Color.green.frame(width: 10, height: 10).offset(x: offset)
      Button("Move") {
        withAnimation(animation) {
          offset = offset == 0 ? 100 : 0
        } completion: {
          record("done")
        }
      }
      Button("Nothing") {
        withAnimation(animation) {
        } completion: {
          record("nothing done")
        }
      }
    }
  }
}

private struct Inserting: View {
  @State private var isShown = false
  let transition: AnyTransition

  var body: some View {
    VStack {
      Button("Toggle") { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
      if isShown {
        Color.red.frame(width: 100, height: 50).transition(transition)
      }
    }
  }
}

/// Collects strings from views; used on the main actor only.
@MainActor
private final class Recorder {
  var entries: [String] = []
}

@MainActor
@Suite("Virtual clock, completions and transitions")
struct ClockAndCompletionTests {
  @Test func framesAdvanceTheClockAtSixtyFramesPerSecond() {
    let host = ViewHost(Text("Idle"))
    #expect(host.time == 0)
    host.advance(frames: 3)
    #expect(host.time == 0.05)
    host.advance(by: 0.5)
    #expect(abs(host.time - 0.55) < 1e-12)
    let slow = ViewHost(Text("Idle"), framesPerSecond: 30)
    slow.advance(frames: 3)
    #expect(slow.time == 0.1)
  }

  @Test func aLinearAnimationPresentsElapsedTimeFromTheChange() throws {
    let host = ViewHost(Mover(animation: .linear(duration: 0.35), record: { _ in }))
    let start = try #require(host.snapshot().first("Color")?.frame.minX)
    host.advance(frames: 2)
    try host.tap("Move")
    let samples = host.timeline(advancingBy: 0.4) { ($0.first("Color")?.frame.minX ?? 0) - start }
    #expect(samples[0].value == 0)
    for (index, sample) in samples.enumerated() where index <= 21 {
      // Timing curves are rounded to 2^-20 of the interval, as in SwiftUI.
      #expect(abs(sample.value - 100 * Double(index) / 21) <= 100.0 / 1_048_576, "frame \(index)")
    }
    #expect(samples.last?.value == 100)
  }

  @Test func completionFiresOnceAtTheFrameTheAnimationEnds() throws {
    let recorder = Recorder()
    let host = ViewHost(
      Mover(animation: .linear(duration: 0.35), record: { recorder.entries.append($0) })
    )
    try host.tap("Move")
    host.advance(frames: 21)
    #expect(recorder.entries.isEmpty)
    host.advance(frames: 1)
    #expect(recorder.entries == ["done"])
    host.advance(frames: 30)
    #expect(recorder.entries == ["done"])
  }

  @Test func completionWithoutAnimatedChangeFiresRightAfterTheUpdate() throws {
    let recorder = Recorder()
    let host = ViewHost(
      Mover(animation: .linear(duration: 0.35), record: { recorder.entries.append($0) })
    )
    try host.tap("Nothing")
    host.advance(frames: 1)
    #expect(recorder.entries == ["nothing done"])
  }

  @Test func anInterruptionContinuesFromThePresentedValue() throws {
    let host = ViewHost(Mover(animation: .spring(duration: 0.5, bounce: 0.3), record: { _ in }))
    let start = try #require(host.snapshot().first("Color")?.frame.minX)
    try host.tap("Move")
    host.advance(frames: 10)
    let before = try #require(host.snapshot().first("Color")?.frame.minX)
    try host.tap("Move")
    let after = try #require(host.snapshot().first("Color")?.frame.minX)
    #expect(before == after)
    #expect(before > start && before < start + 100 + 20)
    host.advance(frames: 1)
    let next = try #require(host.snapshot().first("Color")?.frame.minX)
    // The spring keeps its velocity: one frame later it is still moving the same way.
    #expect(next > after)
    try host.settle()
    #expect(host.snapshot().first("Color")?.frame.minX == start)
  }

  @Test func settleFailsClearlyForARepeatingAnimation() throws {
    let host = ViewHost(
      Mover(animation: .linear(duration: 0.2).repeatForever(), record: { _ in })
    )
    try host.tap("Move")
    #expect(
      throws: ViewHostError.neverSettles(
        after: 2,
        running: [
          "Color.offset: RepeatAnimation(repeatCount: nil, autoreverses: true, "
            + "base: BezierAnimation(duration: 0.2, curve: (0.0, 0.0), (1.0, 1.0)))"
        ]
      )
    ) {
      try host.settle(limit: 2)
    }
  }

  @Test func settleNamesTheViewPropertyAndAnimationThatNeverFinish() throws {
    let host = ViewHost(Mover(animation: .easeInOut(duration: 0.3).speed(0), record: { _ in }))
    try host.tap("Move")
    #expect(
      throws: ViewHostError.neverSettles(
        after: 1,
        running: [
          "Color.offset: SpeedAnimation(speed: 0.0, "
            + "base: BezierAnimation(duration: 0.3, curve: (0.42, 0.0), (0.58, 1.0)))"
        ]
      )
    ) {
      try host.settle(limit: 1)
    }
  }

  @Test func anAnimationWithANaNSpeedRunsAtItsOwnPaceAndSettles() throws {
    let host = ViewHost(Mover(animation: .easeInOut(duration: 0.3).speed(.nan), record: { _ in }))
    let plain = ViewHost(Mover(animation: .easeInOut(duration: 0.3), record: { _ in }))
    for host in [host, plain] {
      try host.tap("Move")
      try host.settle(limit: 1)
    }
    #expect(host.time == plain.time)
    #expect(host.snapshot().first("Color")?.frame == plain.snapshot().first("Color")?.frame)
  }

  @Test(arguments: [
    ("opacity", AnyTransition.opacity, 0.5, CGSize.zero, 1.0),
    ("scale", AnyTransition.scale, 1.0, CGSize.zero, 0.5),
    ("slide", AnyTransition.slide, 1.0, CGSize(width: -50, height: 0), 1.0),
    ("move(edge: .top)", AnyTransition.move(edge: .top), 1.0, CGSize(width: 0, height: -25), 1.0),
    ("offset", AnyTransition.offset(x: 20, y: 10), 1.0, CGSize(width: 10, height: 5), 1.0),
    ("identity", AnyTransition.identity, 1.0, CGSize.zero, 1.0),
  ])
  func insertionTransitionsAtHalfTime(
    name: String,
    transition: AnyTransition,
    opacity: Double,
    offset: CGSize,
    scale: Double
  ) throws {
    let host = ViewHost(Inserting(transition: transition))
    try host.tap("Toggle")
    let settledFrame = CGRect(x: 145, y: 0, width: 100, height: 50)
    host.advance(by: 0.5)
    let color = try #require(host.snapshot().first("Color"), "\(name)")
    #expect(abs(color.opacity - opacity) < 1e-9, "\(name)")
    let expectedWidth = settledFrame.width * scale
    // `.scale` starts from 1e-5, not 0, as in SwiftUI.
    #expect(abs(color.frame.width - expectedWidth) < 1e-3, "\(name)")
    try host.settle()
    let settled = try #require(host.snapshot().first("Color"))
    #expect(settled.opacity == 1)
    let shift = CGSize(
      width: color.frame.midX - settled.frame.midX,
      height: color.frame.midY - settled.frame.midY
    )
    #expect(abs(shift.width - offset.width) < 1e-9, "\(name)")
    #expect(abs(shift.height - offset.height) < 1e-9, "\(name)")
  }

  @Test func aRemovedViewLeavesWithItsTransitionThenDisappears() throws {
    let host = ViewHost(Inserting(transition: .asymmetric(insertion: .identity, removal: .opacity)))
    try host.tap("Toggle")
    #expect(host.snapshot().first("Color")?.opacity == 1)
    try host.settle()
    try host.tap("Toggle")
    host.advance(by: 0.25)
    let leaving = try #require(host.snapshot().first("Color"))
    #expect(leaving.isLeaving)
    #expect(abs(leaving.opacity - 0.75) < 1e-9)
    try host.settle()
    #expect(host.snapshot().first("Color") == nil)
  }
}
