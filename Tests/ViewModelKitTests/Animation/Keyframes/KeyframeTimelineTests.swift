import Foundation
import Testing
import ViewModelKit

/// The Hermite basis, written out here from the textbook formula.
private func hermite(
  _ from: Double,
  _ to: Double,
  _ v0: Double,
  _ v1: Double,
  duration d: Double,
  at s: Double
) -> Double {
  let h00 = 2 * s * s * s - 3 * s * s + 1
  let h10 = s * s * s - 2 * s * s + s
  let h01 = -2 * s * s * s + 3 * s * s
  let h11 = s * s * s - s * s
  return h00 * from + h10 * d * v0 + h01 * to + h11 * d * v1
}

private struct Pose {
  var x = 0.0
  var y = 0.0
  var scale = 1.0
  var angle = Angle.zero
}

/// Keyframe track content of the app's own, composed in its body.
private struct Wobble: KeyframeTrackContent {
  var amplitude: Double

  var body: some KeyframeTrackContent<Double> {
    LinearKeyframe(amplitude, duration: 0.1)
    LinearKeyframe(-amplitude, duration: 0.2)
    LinearKeyframe(0, duration: 0.1)
  }
}

/// Keyframes of the app's own, composed in their body.
private struct Entrance: Keyframes {
  var body: some Keyframes<Pose> {
    KeyframeTrack(\.x) { Wobble(amplitude: 8) }
    KeyframeTrack(\.scale) { SpringKeyframe(1.5, duration: 0.4, spring: .bouncy) }
  }
}

@Suite("KeyframeTimeline")
struct KeyframeTimelineTests {
  @Test func linearKeyframesInterpolateStraightLines() {
    let timeline = KeyframeTimeline(initialValue: 10.0) {
      LinearKeyframe(30.0, duration: 0.5)
      LinearKeyframe(-10.0, duration: 1.5)
    }
    #expect(timeline.duration == 2)
    for step in 0...40 {
      let t = Double(step) / 20
      let expected = t < 0.5 ? 10 + 20 * (t / 0.5) : 30 - 40 * ((t - 0.5) / 1.5)
      #expect(isClose(timeline.value(time: t), expected), "t = \(t)")
    }
    #expect(timeline.value(time: -1) == 10)
    #expect(timeline.value(time: 5) == -10)
    #expect(isClose(timeline.value(progress: 0.125), 20))
  }

  @Test func linearKeyframesFollowTheirTimingCurve() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.5, y: 0),
      endControlPoint: UnitPoint(x: 0.5, y: 1)
    )
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: 1, timingCurve: curve)
    }
    // At half time a symmetric curve is at half way; elsewhere it lags then leads.
    #expect(isClose(timeline.value(time: 0.5), 50, tolerance: 1e-4))
    #expect(timeline.value(time: 0.25) < 25)
    #expect(timeline.value(time: 0.75) > 75)
  }

  @Test func cubicKeyframesFormACatmullRomSplineAtRestAtBothEnds() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(100.0, duration: 0.5)
      CubicKeyframe(300.0, duration: 0.5)
      CubicKeyframe(0.0, duration: 1)
    }
    // Knots at 0, 0.5, 1, 2 with values 0, 100, 300, 0: the inner velocities are the
    // differences of the neighbours over their time span; the ends are at rest.
    let v1 = (300.0 - 0) / (1 - 0)
    let v2 = (0.0 - 100) / (2 - 0.5)
    for step in 0...120 {
      let t = Double(step) / 60
      let expected: Double
      if t < 0.5 {
        expected = hermite(0, 100, 0, v1, duration: 0.5, at: t / 0.5)
      } else if t < 1 {
        expected = hermite(100, 300, v1, v2, duration: 0.5, at: (t - 0.5) / 0.5)
      } else {
        expected = hermite(300, 0, v2, 0, duration: 1, at: t - 1)
      }
      #expect(isClose(timeline.value(time: t), expected), "t = \(t)")
    }
  }

  @Test func cubicKeyframesUseGivenVelocitiesAndTheirLinearNeighbours() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(40.0, duration: 0.4)
      CubicKeyframe(100.0, duration: 0.6, endVelocity: -50)
      LinearKeyframe(0.0, duration: 1)
    }
    // The cubic starts at the linear slope before it (100 per second) and ends at its given
    // velocity.
    for step in 0...60 {
      let t = 0.4 + Double(step) / 100
      let expected = hermite(40, 100, 100, -50, duration: 0.6, at: (t - 0.4) / 0.6)
      #expect(isClose(timeline.value(time: t), expected), "t = \(t)")
    }
    #expect(isClose(timeline.value(time: 1.5), 50))
  }

  @Test func springKeyframesFollowTheSpringsClosedForm() {
    let timeline = KeyframeTimeline(initialValue: 20.0) {
      SpringKeyframe(120.0, duration: 0.6, spring: Spring(duration: 0.5, bounce: 0))
    }
    // A critically damped spring of period 0.5 s: ω = 2π / 0.5, x(t) = 1 − (1 + ωt)·e^(−ωt).
    let omega = 2 * Double.pi / 0.5
    for step in 0..<36 {
      let t = Double(step) / 60
      let expected = 20 + 100 * (1 - (1 + omega * t) * exp(-omega * t))
      #expect(isClose(timeline.value(time: t), expected), "t = \(t)")
    }
    // At its end the segment hands over at the keyframe's value, settled or not.
    #expect(timeline.value(time: 0.6) == 120)
  }

  @Test func bouncySpringKeyframesOvershoot() {
    let spring = Spring(duration: 0.4, bounce: 0.5)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1.0, spring: spring)
    }
    #expect(isClose(timeline.duration, spring.settlingDuration))
    // Under-damped: ω₀ = 2π / 0.4, ζ = 1 − bounce, x(t) = 1 − e^(−ζω₀t)(cos ωd·t + ζω₀/ωd·sin ωd·t).
    let omega0 = 2 * Double.pi / 0.4
    let zeta = 0.5
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    for step in 0...30 {
      let t = Double(step) / 60
      let expected =
        1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
      #expect(isClose(timeline.value(time: t), expected), "t = \(t)")
    }
    #expect(timeline.value(time: 0.3) > 1)
  }

  @Test func moveKeyframesJumpAndTakeNoTime() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      MoveKeyframe(50.0)
      LinearKeyframe(60.0, duration: 1)
    }
    #expect(timeline.duration == 2)
    #expect(isClose(timeline.value(time: 0.999), 9.99))
    #expect(timeline.value(time: 1) == 50)
    #expect(isClose(timeline.value(time: 1.5), 55))
  }

  @Test func tracksOnKeyPathsRunSideBySide() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.x) { LinearKeyframe(100, duration: 1) }
      KeyframeTrack(\.y) { LinearKeyframe(-50, duration: 0.5) }
      KeyframeTrack(\.scale) {
        MoveKeyframe(2)
        LinearKeyframe(1, duration: 2)
      }
      KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 1) }
    }
    #expect(timeline.duration == 2)
    let pose = timeline.value(time: 0.75)
    #expect(isClose(pose.x, 75))
    #expect(pose.y == -50)
    #expect(isClose(pose.scale, 2 - 0.75 / 2))
    #expect(isClose(pose.angle.degrees, 67.5))
  }

  @Test func buildersTakeConditionalsAndLoops() {
    func timeline(bouncing: Bool) -> KeyframeTimeline<Double> {
      KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
          for step in 1...3 { LinearKeyframe(Double(step) * 10, duration: 0.1) }
          if bouncing {
            LinearKeyframe(0.0, duration: 0.2)
          } else {
            MoveKeyframe(-1.0)
          }
        }
      }
    }
    #expect(isClose(timeline(bouncing: true).duration, 0.5))
    #expect(isClose(timeline(bouncing: true).value(time: 0.4), 15))
    #expect(isClose(timeline(bouncing: false).duration, 0.3))
    #expect(timeline(bouncing: false).value(time: 0.31) == -1)
    #expect(isClose(timeline(bouncing: false).value(time: 0.25), 25))
  }

  @Test func keyframesAndTrackContentOfTheAppsOwnComposeThroughTheirBodies() {
    let timeline = KeyframeTimeline(initialValue: Pose()) { Entrance() }
    #expect(isClose(timeline.duration, 0.4))
    #expect(isClose(timeline.value(time: 0.05).x, 4))
    #expect(isClose(timeline.value(time: 0.2).x, 0))
    #expect(isClose(timeline.value(time: 0.35).x, -4))
    #expect(timeline.value(time: 0.4).scale == 1.5)
  }
}
