import Foundation
import ViewModelKit

/// What the R9 animator's four tracks animate.
struct Motion {
  var scale = 1.0
  var lift = 0.0
  var angle = Angle.zero
  var opacity = 1.0
}

/// Four tracks, one of each kind of keyframe, lasting one second.
@KeyframesBuilder<Motion>
func motionKeyframes() -> some Keyframes<Motion> {
  KeyframeTrack(\.scale) {
    LinearKeyframe(0.8, duration: 0.2)
    SpringKeyframe(1.2, duration: 0.4, spring: .bouncy)
    SpringKeyframe(1.0, duration: 0.4)
  }
  KeyframeTrack(\.lift) {
    CubicKeyframe(-60, duration: 0.5)
    CubicKeyframe(0, duration: 0.5)
  }
  KeyframeTrack(\.angle) {
    LinearKeyframe(.degrees(-15), duration: 0.25)
    LinearKeyframe(.degrees(15), duration: 0.5)
    LinearKeyframe(.zero, duration: 0.25)
  }
  KeyframeTrack(\.opacity) {
    MoveKeyframe(0.5)
    LinearKeyframe(1, duration: 1)
  }
}

/// A badge looping the four tracks.
struct KeyframeBadge: View {
  var body: some View {
    Rectangle()
      .frame(width: 40, height: 40)
      .keyframeAnimator(initialValue: Motion()) { content, motion in
        content
          .scaleEffect(motion.scale)
          .rotationEffect(motion.angle)
          .offset(y: motion.lift)
          .opacity(motion.opacity)
      } keyframes: { _ in
        motionKeyframes()
      }
  }
}

extension RuntimeWorkloads {
  /// R9: one frame of a keyframe animator with four tracks (the content evaluated again and its
  /// render effects drawn, without a layout), against evaluating the same `KeyframeTimeline` at
  /// the frame's time directly.
  static var keyframes: [Benchmark] {
    let workload = Workload("R9 keyframe animator, four tracks", operations: 2_000, quick: 200) {
      let host = ViewHost(KeyframeBadge())
      return { frames in nanoseconds { host.advance(frames: frames) } }
    }
    let baseline = Workload("KeyframeTimeline.value(time:)", operations: 2_000, quick: 200) {
      let timeline = KeyframeTimeline(initialValue: Motion()) { motionKeyframes() }
      var frame = 0
      return { frames in
        nanoseconds {
          for _ in 0..<frames {
            frame += 1
            blackHole(timeline.value(time: Double(frame % 60) / 60))
          }
        }
      }
    }
    return [Benchmark(workload: workload, baseline: baseline)]
  }
}
