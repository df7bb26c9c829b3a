import Foundation
import Testing
import ViewModelKit

/// Records what the keyframes closure was given.
@MainActor
private final class StartLog {
  var starts: [Double] = []
}

private struct Jumper: View {
  let log: StartLog
  @State private var jumps = 0

  var body: some View {
    VStack {
      Button("Jump") { jumps += 1 }
      Rectangle()
        .frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: 0.0, trigger: jumps) { content, y in
          content.offset(y: y)
        } keyframes: { start in
          let _ = log.starts.append(start)
          LinearKeyframe(-60.0, duration: 0.5)
          SpringKeyframe(0.0, duration: 0.25, spring: Spring(duration: 0.25, bounce: 0))
        }
    }
  }
}

private struct Drifter: View {
  let repeating: Bool

  var body: some View {
    KeyframeAnimator(initialValue: 0.0, repeating: repeating) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x)
    } keyframes: { start in
      LinearKeyframe(start + 10, duration: 0.5)
    }
  }
}

private struct EmptyJumper: View {
  @State private var jumps = 0

  var body: some View {
    VStack {
      Button("Jump") { jumps += 1 }
      Rectangle()
        .frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: 0.5, trigger: jumps) { content, opacity in
          content.opacity(opacity)
        } keyframes: { _ in
          KeyframeTrack(\.self) {}
        }
    }
  }
}

private struct BadJumper: View {
  @State private var jumps = 0

  var body: some View {
    VStack {
      Button("Jump") { jumps += 1 }
      Rectangle()
        .frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: 0.0, trigger: jumps) { content, y in
          content.offset(y: y)
        } keyframes: { _ in
          LinearKeyframe(Double.nan, duration: 0.25)
          CubicKeyframe(20.0, duration: -1)
          SpringKeyframe(-20.0, duration: 0.25, startVelocity: .infinity)
        }
    }
  }
}

private struct Bobber: View {
  var body: some View {
    KeyframeAnimator(initialValue: 0.0) { y in
      Rectangle().fill(Color.red).frame(width: 20, height: 10).offset(y: y)
    } keyframes: { _ in
      LinearKeyframe(-10.0, duration: 0.5)
      LinearKeyframe(0.0, duration: 0.5)
    }
  }
}

@MainActor
private func offsetY(_ snapshot: ViewSnapshot) -> Double {
  (snapshot.first("Rectangle")?.frame.minY ?? .nan) - 416
}

@MainActor
@Suite("KeyframeAnimator")
struct KeyframeAnimatorTests {
  /// The jump's value from the keyframes' formulas: linear to −60 over 0.5 s, then a critically
  /// damped spring of period 0.25 s back to 0 over 0.25 s (its start velocity is the linear
  /// slope).
  private func jump(at t: Double, from start: Double = 0) -> Double {
    if t < 0.5 { return start + (-60 - start) * t / 0.5 }
    guard t < 0.75 else { return 0 }
    let omega = 2 * Double.pi / 0.25
    let tau = t - 0.5
    let v0 = (-60 - start) / 0.5
    // x(τ) = x∞ − (x∞ + (ωx∞ − v0)τ)e^(−ωτ), moving from −60 by x∞ = 60.
    return -60 + 60 - (60 + (omega * 60 - v0) * tau) * exp(-omega * tau)
  }

  @Test func playsTheKeyframesFrameByFrameWhenTheTriggerChanges() throws {
    let log = StartLog()
    let host = ViewHost(Jumper(log: log))
    #expect(offsetY(host.snapshot()) == 0)
    #expect(!host.isAnimating)
    try host.tap("Jump")
    #expect(host.isAnimating)
    let samples = host.timeline(advancingBy: 1) { offsetY($0) }
    #expect(samples.count == 61)
    for (index, sample) in samples.enumerated() {
      let t = Double(index) / 60
      #expect(isClose(sample.value, jump(at: t)), "frame \(index)")
    }
    #expect(!host.isAnimating)
    #expect(log.starts == [0.0])
  }

  @Test func aTriggerChangeMidRunStartsANewRunFromTheCurrentValue() throws {
    let log = StartLog()
    let host = ViewHost(Jumper(log: log))
    try host.tap("Jump")
    host.advance(frames: 15)
    #expect(isClose(offsetY(host.snapshot()), -30))
    try host.tap("Jump")
    #expect(isClose(log.starts.last ?? .nan, -30))
    let samples = host.timeline(advancingBy: 0.75) { offsetY($0) }
    for (index, sample) in samples.enumerated() {
      let t = Double(index) / 60
      #expect(isClose(sample.value, jump(at: t, from: -30)), "frame \(index)")
    }
    try host.settle()
    #expect(isClose(host.time, 0.25 + 0.75))
  }

  @Test func settleWaitsForTheEndOfTheRun() throws {
    let host = ViewHost(Jumper(log: StartLog()))
    try host.tap("Jump")
    try host.settle()
    #expect(host.time == 0.75)
    #expect(offsetY(host.snapshot()) == 0)
  }

  @Test func loopsFromWhereEachLoopEndedWithoutATrigger() throws {
    let host = ViewHost(Drifter(repeating: true))
    let samples = host.timeline(advancingBy: 1.5) { $0.first("Rectangle")?.frame.minX ?? .nan }
    let origin = samples[0].value
    for (index, sample) in samples.enumerated() {
      let t = Double(index) / 60
      #expect(isClose(sample.value - origin, 20 * t), "frame \(index)")
    }
    #expect(throws: ViewHostError.self) { try host.settle(limit: 1) }
  }

  @Test func notRepeatingShowsTheStartOfTheTimeline() throws {
    let host = ViewHost(Drifter(repeating: false))
    let start = host.snapshot().first("Rectangle")?.frame.minX
    host.advance(frames: 20)
    #expect(!host.isAnimating)
    #expect(host.snapshot().first("Rectangle")?.frame.minX == start)
  }

  @Test func emptyKeyframesShowTheirValueAndDriveNoFrames() throws {
    let host = ViewHost(EmptyJumper())
    try host.tap("Jump")
    #expect(!host.isAnimating)
    #expect(host.snapshot().first("Rectangle")?.opacity == 0.5)
  }

  @Test func badKeyframesNeverPutNaNInAFrame() throws {
    let host = ViewHost(BadJumper())
    try host.tap("Jump")
    let samples = host.timeline(advancingBy: 0.6) { offsetY($0) }
    #expect(samples.allSatisfy { $0.value.isFinite })
    // The NaN keyframe holds 0 for its 0.25 s; the negative duration jumps to 20.
    #expect(samples[10].value == 0)
    #expect(samples[15].value == 20)
    #expect(samples.last?.value == -20)
  }

  @Test func theFilmstripShowsTheKeyframesValues() throws {
    let host = ViewHost(Bobber(), size: CGSize(width: 60, height: 40))
    let strip = host.filmstrip(frames: 3, over: 0.5)
    #expect(
      strip.split(separator: "\n").filter { $0.contains("#ff3b30") } == [
        ##"<path d="M20 15 L40 15 L40 25 L20 25 Z" fill="#ff3b30"/>"##,
        ##"<path d="M20 10 L40 10 L40 20 L20 20 Z" fill="#ff3b30"/>"##,
        ##"<path d="M20 5 L40 5 L40 15 L20 15 Z" fill="#ff3b30"/>"##,
      ]
    )
  }
}
