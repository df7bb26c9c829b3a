import Foundation
import Testing

@testable import ViewModelKit

/// The values of a host's animator and of the public API, frame by frame at 60 fps: frames 1
/// through `last`, then `change`, then on until the animator's animation ends (frame 120 at
/// most).
private func valuesAroundAChange<Value: VectorArithmetic>(
  _ animator: inout Animator<Value>,
  _ reference: inout AnimationReference<Value>,
  afterFrame last: Int,
  change: (inout Animator<Value>, inout AnimationReference<Value>) -> Void
) -> [(host: Value?, api: Value?)] {
  var values: [(host: Value?, api: Value?)] = []
  for frame in 1...120 {
    if frame == last + 1 { change(&animator, &reference) }
    let time = Double(frame) / 60
    values.append((animator.update(at: time).animated, reference.frame(at: time)))
    if frame > last, values.last?.host == nil { break }
  }
  return values
}

/// A change between two frames, at a time no frame was evaluated at: the merge keeps the
/// previous spring's velocity and force of the last frame and advances only its position to the
/// change, exactly as the public API does on a context carried from frame to frame.
@Suite("Animator merges")
struct AnimatorMergeTests {
  @Test(arguments: [0.25, 0.5, 0.999])
  func aChangeBetweenFramesMergesAsTheAnimationAPIDoes(fraction: Double) {
    let first = Animation.spring(duration: 0.5, bounce: 0.2)
    var animator = Animator(animation: first, interval: 100.0, at: 0)
    var reference = AnimationReference(first, interval: 100.0)
    let change = (8 + fraction) / 60
    let values = valuesAroundAChange(&animator, &reference, afterFrame: 8) { animator, reference in
      let lastVelocity = animator.velocity(at: 8.0 / 60)
      animator.combine(with: .bouncy, interval: 60, at: change)
      reference.change(by: 60, with: .bouncy, at: change)
      // Velocity is the last frame's; position is the first spring advanced to the change.
      #expect(animator.velocity(at: change) == lastVelocity)
    }
    for (index, pair) in values.enumerated() {
      #expect(pair.host == pair.api, "frame \(index + 1)")
    }
    #expect(values.last?.host == nil)
  }

  @Test func aFrameChangedBetweenFramesMergesAsTheAnimationAPIDoes() {
    let from = CGRect(x: 0, y: 0, width: 20, height: 10).animatableData
    let to = CGRect(x: 30, y: 5, width: 120, height: 40).animatableData
    let again = CGRect(x: -10, y: 0, width: 60, height: 10).animatableData
    var animator = Animator(animation: .smooth, interval: to - from, at: 0)
    var reference = AnimationReference(Animation.smooth, interval: to - from)
    let values = valuesAroundAChange(&animator, &reference, afterFrame: 5) { animator, reference in
      animator.combine(with: .snappy, interval: again - to, at: 5.5 / 60)
      reference.change(by: again - to, with: .snappy, at: 5.5 / 60)
    }
    for (index, pair) in values.enumerated() {
      #expect(pair.host == pair.api, "frame \(index + 1)")
    }
    #expect(values.last?.host == nil)
  }

  @Test func theMergeTakesPositionFromAdvancingAndVelocityAndForceFromTheLastFrame() {
    // Driven by hand through the public API: after frame 8, a merge at 8.5 frames.
    let spring = Animation.spring(duration: 0.5, bounce: 0.2)
    var context = AnimationContext<Double>()
    for frame in 1...8 {
      _ = spring.animate(value: 100.0, time: Double(frame) / 60, context: &context)
    }
    let last = context.state[FluidSpringState<Double>.self]
    var advanced = context
    let position = spring.animate(value: 100.0, time: 8.5 / 60, context: &advanced)
    #expect(
      Animation.bouncy.shouldMerge(
        previous: spring,
        value: 100.0,
        time: 8.5 / 60,
        context: &context
      )
    )
    let merged = context.state[FluidSpringState<Double>.self]
    #expect(merged.offset == position)
    #expect(merged.velocity == last.velocity)
    #expect(merged.force == last.force)
    #expect(merged.time == 8.5 / 60)
    #expect(merged.startTime == 8.5 / 60)
    #expect(advanced.state[FluidSpringState<Double>.self].velocity != last.velocity)
  }
}
