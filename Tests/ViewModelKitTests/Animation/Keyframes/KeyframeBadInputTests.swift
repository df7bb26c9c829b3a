import Foundation
import Testing
import ViewModelKit

private struct Pair {
  var a = 1.0
  var b = 2.0
}

@Suite("Keyframes: bad input")
struct KeyframeBadInputTests {
  @Test func emptyTimelinesAndTracksHoldTheInitialValue() {
    let empty = KeyframeTimeline(initialValue: Pair()) {}
    #expect(empty.duration == 0)
    #expect(empty.value(time: 1).a == 1)
    #expect(empty.value(progress: 0.5).b == 2)
    let emptyTrack = KeyframeTimeline(initialValue: Pair()) {
      KeyframeTrack(\.a) {}
      KeyframeTrack(\.b) { LinearKeyframe(4, duration: 1) }
    }
    #expect(emptyTrack.duration == 1)
    #expect(emptyTrack.value(time: 0.5).a == 1)
    #expect(emptyTrack.value(time: 0.5).b == 3)
  }

  @Test func zeroNegativeAndNaNDurationsAreJumps() {
    for duration in [0, -1, Double.nan, .infinity] {
      let timeline = KeyframeTimeline(initialValue: 0.0) {
        LinearKeyframe(5.0, duration: duration)
        CubicKeyframe(7.0, duration: duration)
        SpringKeyframe(9.0, duration: duration)
        LinearKeyframe(10.0, duration: 1)
      }
      #expect(timeline.duration == 1, "duration \(duration)")
      #expect(timeline.value(time: 0) == 9, "duration \(duration)")
      #expect(isClose(timeline.value(time: 0.5), 9.5), "duration \(duration)")
    }
  }

  @Test func nanValuesAndVelocitiesNeverReachTheValue() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      CubicKeyframe(Double.nan, duration: 1, startVelocity: .nan)
      SpringKeyframe(20.0, duration: 1, startVelocity: .infinity)
    }
    // A NaN keyframe holds the previous value; NaN and infinite velocities count as zero.
    #expect(timeline.value(time: 1.5) == 10)
    for step in 0...180 {
      let value = timeline.value(time: Double(step) / 60)
      #expect(value.isFinite, "t = \(Double(step) / 60)")
    }
    #expect(timeline.value(time: .nan) == 0)
    #expect(timeline.value(progress: .nan) == 0)
    #expect(timeline.value(time: 3) == 20)
  }
}
