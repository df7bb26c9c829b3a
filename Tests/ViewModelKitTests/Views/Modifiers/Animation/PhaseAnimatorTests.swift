import Foundation
import Testing
import ViewModelKit

/// Records the phases the content and the animation closure were given.
@MainActor
private final class PhaseLog {
  var shown: [Double] = []
  var animated: [Double] = []
}

private struct Slider: View {
  let log: PhaseLog
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Go") { taps += 1 }
      PhaseAnimator([0.0, 100, 50], trigger: taps) { x in
        let _ = log.shown.append(x)
        Rectangle().frame(width: 40, height: 40).offset(x: x)
      } animation: { phase in
        log.animated.append(phase)
        return .linear(duration: 0.5)
      }
    }
  }
}

private struct Blinker: View {
  var body: some View {
    Rectangle()
      .frame(width: 40, height: 40)
      .phaseAnimator([false, true]) { content, isLit in
        content.opacity(isLit ? 1 : 0.2)
      } animation: { _ in
        .linear(duration: 0.25)
      }
  }
}

private struct Counter: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Go") { taps += 1 }
      PhaseAnimator([0, 1, 2, 3], trigger: taps) { step in
        Text("step \(step)")
      } animation: { _ in
        nil
      }
    }
  }
}

@MainActor
private func offsetX(_ snapshot: ViewSnapshot) -> Double {
  (snapshot.first("Rectangle")?.frame.minX ?? .nan) - 175
}

/// Linear steps through `targets`, each over `duration` seconds, computed frame by frame from
/// SwiftUI's timing-curve rules: a curve's output is a multiple of 2⁻²⁰; the frame at exactly the
/// duration still shows the end value and the step completes at the first frame after it, where
/// the next step starts from that value.
private func linearSteps(
  from start: Double,
  through targets: [Double],
  duration: Double,
  frames: Int,
  startFrame: Int = 0
) -> [Double] {
  var values: [Double] = []
  var from = start
  var step = 0
  var begin = startFrame
  for frame in startFrame...(startFrame + frames) {
    var elapsed = Double(frame - begin) / 60
    while step < targets.count, elapsed > duration {
      from = targets[step]
      step += 1
      begin = frame
      elapsed = 0
    }
    guard step < targets.count else {
      values.append(from)
      continue
    }
    let progress = ((elapsed / duration) * 1_048_576).rounded() / 1_048_576
    values.append(from + (targets[step] - from) * progress)
  }
  return values
}

@MainActor
@Suite("PhaseAnimator")
struct PhaseAnimatorTests {
  @Test func aTriggerPlaysEveryPhaseOnceAndComesBackToTheFirst() throws {
    let log = PhaseLog()
    let host = ViewHost(Slider(log: log))
    #expect(offsetX(host.snapshot()) == 0)
    host.advance(frames: 10)
    #expect(!host.isAnimating)
    try host.tap("Go")
    let samples = host.timeline(advancingBy: 1.6) { offsetX($0) }
    let expected = linearSteps(
      from: 0,
      through: [100, 50, 0],
      duration: 0.5,
      frames: 96,
      startFrame: 10
    )
    for (index, sample) in samples.enumerated() {
      #expect(isClose(sample.value, expected[index]), "frame \(index)")
    }
    #expect(!host.isAnimating)
    #expect(log.animated == [100, 50, 0])
    // The content is evaluated once per phase (and again when its parent changes).
    let phases = log.shown.enumerated()
      .filter { $0.offset == 0 || log.shown[$0.offset - 1] != $0.element }
    #expect(phases.map(\.element) == [0, 100, 50, 0])
  }

  @Test func aTriggerChangeMidRunStartsANewRunFromTheShownValue() throws {
    let log = PhaseLog()
    let host = ViewHost(Slider(log: log))
    try host.tap("Go")
    host.advance(frames: 45)
    let before = offsetX(host.snapshot())
    let expected = linearSteps(from: 0, through: [100, 50, 0], duration: 0.5, frames: 45)
    #expect(isClose(before, expected[45]))
    try host.tap("Go")
    // No jump: the new run's first step animates from the value shown.
    #expect(isClose(offsetX(host.snapshot()), before))
    try host.settle()
    #expect(offsetX(host.snapshot()) == 0)
    #expect(log.animated == [100, 50, 100, 50, 0])
  }

  @Test func withoutATriggerThePhasesCycleForever() throws {
    let host = ViewHost(Blinker())
    let samples = host.timeline(advancingBy: 1) { $0.first("Rectangle")?.opacity ?? .nan }
    let expected = linearSteps(from: 0.2, through: [1, 0.2, 1, 0.2], duration: 0.25, frames: 60)
    for (index, sample) in samples.enumerated() {
      #expect(isClose(sample.value, expected[index]), "frame \(index)")
    }
    #expect(throws: ViewHostError.self) { try host.settle(limit: 1) }
  }

  @Test func phasesWithoutAnimationAdvanceOnePerFrame() throws {
    let host = ViewHost(Counter())
    try host.tap("Go")
    var shown = [host.snapshot().all("Text").last?.text ?? "-"]
    for _ in 0..<4 {
      host.advance(frames: 1)
      shown.append(host.snapshot().all("Text").last?.text ?? "-")
    }
    #expect(shown == ["step 1", "step 2", "step 3", "step 0", "step 0"])
    #expect(!host.isAnimating)
  }

  @Test func noPhasesShowNothingWithSwiftUIsWarning() throws {
    let host = ViewHost(PhaseAnimator([Double](), trigger: 0) { x in Text("\(x)") })
    #expect(host.snapshot().first("Text") == nil)
    #expect(host.warnings.contains { $0.contains("no phases") })
  }
}
