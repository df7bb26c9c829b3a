import Foundation
import ViewModelKit

/// What the like badge's four keyframe tracks animate.
struct BadgeMotion {
  var scale = 1.0
  var lift = 0.0
  var angle = Angle.zero
  var opacity = 1.0
}

/// The keyframes of one like: a squash and a bouncy swell, a hop, a wobble and a flash, each a
/// track of its own kinds of keyframes.
@KeyframesBuilder<BadgeMotion>
func badgeKeyframes() -> some Keyframes<BadgeMotion> {
  KeyframeTrack(\.scale) {
    LinearKeyframe(0.8, duration: 0.1)
    SpringKeyframe(1.4, duration: 0.3, spring: .bouncy)
    SpringKeyframe(1.0, duration: 0.4, spring: .smooth)
  }
  KeyframeTrack(\.lift) {
    CubicKeyframe(-60, duration: 0.35)
    CubicKeyframe(0, duration: 0.35)
  }
  KeyframeTrack(\.angle) {
    CubicKeyframe(.degrees(-15), duration: 0.2)
    CubicKeyframe(.degrees(15), duration: 0.2)
    CubicKeyframe(.zero, duration: 0.2)
  }
  KeyframeTrack(\.opacity) {
    MoveKeyframe(0.5)
    LinearKeyframe(1, duration: 0.4)
  }
}

/// A like button whose badge plays the keyframes at every like.
struct LikeBadge: View {
  @State private var likes = 0

  var body: some View {
    VStack(spacing: 20) {
      Button("Like") { likes += 1 }
      Rectangle()
        .fill(Color.red)
        .frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: BadgeMotion(), trigger: likes) { content, motion in
          content
            .scaleEffect(motion.scale)
            .rotationEffect(motion.angle)
            .offset(y: motion.lift)
            .opacity(motion.opacity)
        } keyframes: { _ in
          badgeKeyframes()
        }
    }
  }
}

/// `animatable`, keyframe card: a keyframe animator with four tracks, frame by frame, next to
/// the same `KeyframeTimeline` asked directly.
@MainActor
enum KeyframeCard {
  static func run(_ narration: Narration) throws {
    narration.line()
    narration.line("Keyframes: a like badge with four tracks (scale, lift, angle, opacity)")
    narration.line("  .keyframeAnimator(initialValue: BadgeMotion(), trigger: likes) { ... }")
    let host = ViewHost(LikeBadge())
    let rest = host.snapshot().first("Rectangle")?.frame ?? .zero
    try host.tap("Like")
    let timeline = KeyframeTimeline(initialValue: BadgeMotion()) { badgeKeyframes() }
    narration.step(
      "tap Like",
      "the timeline lasts \(Number.seconds(timeline.duration)) s (its longest track)"
    )
    var rows: [[String]] = []
    var matches = true
    for frame in stride(from: 0, through: 48, by: 4) {
      if frame > 0 { host.advance(frames: 4) }
      guard let badge = host.snapshot().first("Rectangle") else { continue }
      let lift = badge.frame.midY - rest.midY
      let scale = badge.frame.width / rest.width
      let expected = timeline.value(time: host.time)
      matches =
        matches && abs(lift - expected.lift) < 1e-9 && abs(scale - expected.scale) < 1e-9
        && abs(badge.opacity - expected.opacity) < 1e-9
      rows.append([
        Number.seconds(host.time), Number.oneDecimal(lift), String(format: "%.3f", scale),
        Number.oneDecimal(badge.rotation.degrees), String(format: "%.2f", badge.opacity),
      ])
    }
    narration.table(["t (s)", "lift", "scale", "angle (deg)", "opacity"], rows)
    narration.line(
      "  Every frame shows timeline.value(time:) at that time: \(matches ? "yes" : "no")."
    )
    narration.line(
      "  After the run: animating \(host.isAnimating), at \(Number.seconds(host.time)) s."
    )
  }
}
