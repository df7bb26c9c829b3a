import Foundation
import Testing

@testable import ViewModelKit

@Suite("Animator")
struct AnimatorTests {
  @Test func presentedValueIsModelMinusIntervalPlusAnimated() {
    var animator = Animator(animation: .linear(duration: 1), interval: 10.0, at: 2)
    let frame = animator.update(at: 2.5)
    #expect(frame.animated == 5)
    #expect(animator.presentedValue(model: 30, animated: frame.animated ?? 0) == 25)
  }

  @Test func interruptedTimingCurveChasesTheRemainingGap() {
    var animator = Animator(animation: .linear(duration: 0.35), interval: 1.0, at: 0)
    var values: [Double] = []
    var endFrame: Int?
    for frame in 0..<200 {
      guard let value = animator.update(at: Double(frame) / 60).animated else {
        endFrame = frame
        break
      }
      values.append(value)
      if frame == 6 {
        animator.combine(with: .linear(duration: 0.35), interval: 1, at: 0.1)
      }
    }
    #expect(endFrame == 28)
    #expect(values[5] == 0.23809528350830078)
    #expect(values[6] == 0.28571414947509766)
    #expect(isClose(values[7], 0.4126978071908525))
    #expect(isClose(values[8], 0.5351472149632173))
    #expect(isClose(values[15], 1.2653065506292478))
    #expect(isClose(values[21], 1.7142858505249023))
    #expect(isClose(values[22], 1.7619047164916992))
    #expect(isClose(values[26], 1.9523811340332031))
    #expect(values[27] == 2)
    #expect(animator.interval == 2)
  }

  @Test func retargetedSpringKeepsPositionAndVelocity() {
    var animator = Animator(animation: .bouncy, interval: 1.0, at: 0)
    var values: [Double] = []
    var velocities: [Double] = []
    var endFrame: Int?
    for frame in 0..<300 {
      let time = Double(frame) / 60
      guard let value = animator.update(at: time).animated else {
        endFrame = frame
        break
      }
      values.append(value)
      velocities.append(animator.velocity(at: time) ?? .nan)
      if frame == 12 {
        animator.combine(with: .bouncy, interval: 1, at: time)
        #expect(animator.velocity(at: time) == velocities[12])
      }
    }
    #expect(isClose(values[11], 0.8287760833842095))
    #expect(isClose(values[12], 0.880468027489502))
    #expect(isClose(values[13], 0.9551397599897685))
    #expect(isClose(values[14], 1.0441089000869894))
    #expect(isClose(values[20], 1.6428407972926076))
    #expect(isClose(values[40], 2.017995735785493))
    #expect(isClose(velocities[12], 2.83134427823262))
    #expect(isClose(velocities[13], 4.733576582411646))
    #expect(endFrame == 57)
  }

  @Test func noJumpAtAnInterruption() {
    for animation in [Animation.easeInOut, .smooth, .interpolatingSpring, .linear.delay(0.05)] {
      var animator = Animator(animation: animation, interval: 1.0, at: 0)
      let before = animator.update(at: 0.1).animated ?? .nan
      let presentedBefore = animator.presentedValue(model: 1, animated: before)
      animator.combine(with: animation, interval: 2, at: 0.1)
      let after = animator.update(at: 0.1).animated ?? .nan
      #expect(isClose(animator.presentedValue(model: 3, animated: after), presentedBefore))
    }
  }

  @Test func aChangeBeforeTheFirstFrameReplacesTheAnimation() {
    var animator = Animator(animation: .easeIn, interval: 1.0, at: 0)
    animator.combine(with: .linear(duration: 1), interval: 1, at: 0.5)
    #expect(animator.update(at: 1).animated == 1)  // half of the summed interval 2
  }

  @Test func logicalListenersOfAMergedSpringStillComplete() {
    var animator = Animator(animation: .smooth, interval: 1.0, at: 0)
    animator.addListeners(logical: [1], removal: [2])
    _ = animator.update(at: 0)
    _ = animator.update(at: 0.1)
    animator.combine(with: .smooth, interval: 1, at: 0.1)
    animator.addListeners(logical: [3], removal: [4])
    var logical: [Int: Int] = [:]
    var removed: [Int: Int] = [:]
    for frame in 7..<300 {
      let result = animator.update(at: Double(frame) / 60)
      for id in result.logicallyCompleted { logical[id] = frame }
      for id in result.removed { removed[id] = frame }
      if result.animated == nil { break }
    }
    #expect(logical[1] == 30)  // the first spring's response elapsed
    #expect(logical[3] == 36)  // 0.5 s after the merge at 0.1 s
    #expect(removed[2] != nil)
    #expect(removed[2] == removed[4])
  }

  @Test func mergedSpringBlendsFromThePreviousResponse() {
    var animator = Animator(animation: .smooth, interval: 1.0, at: 0)
    var values: [Double] = []
    var endFrame: Int?
    var logicalFrame: Int?
    animator.addListeners(logical: [], removal: [])
    for frame in 0..<300 {
      let time = Double(frame) / 60
      let result = animator.update(at: time)
      guard let value = result.animated else {
        endFrame = frame
        break
      }
      if frame > 6, logicalFrame == nil, animator.isLogicallyComplete { logicalFrame = frame }
      values.append(value)
      if frame == 6 {
        let interactive = Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86)
        animator.combine(with: interactive, interval: 1, at: time)
      }
    }
    #expect(isClose(values[7], 0.4837450960475458))
    #expect(isClose(values[8], 0.6102366211957133))
    #expect(isClose(values[10], 0.9044315143821808))
    #expect(isClose(values[15], 1.6021400433236854))
    #expect(isClose(values[20], 1.9504339602115466))
    #expect(endFrame == 29)
    #expect(logicalFrame == 18)  // t − 0.1 ≥ the blended response
  }

  @Test func combinedAnimationReportsTheNewestEntrysLogicalCompletion() {
    var animator = Animator(animation: .linear(duration: 1), interval: 1.0, at: 0)
    _ = animator.update(at: 0)
    animator.combine(with: .linear(duration: 1).logicallyComplete(after: 0.2), interval: 1, at: 0.1)
    #expect(!animator.isLogicallyComplete)
    _ = animator.update(at: 0.25)
    #expect(!animator.isLogicallyComplete)
    _ = animator.update(at: 0.31)
    #expect(animator.isLogicallyComplete)
  }

  @Test func removalListenersWaitForTheWholeAnimator() {
    var animator = Animator(animation: .linear(duration: 0.1), interval: 1.0, at: 0)
    animator.addListeners(logical: [1], removal: [2])
    #expect(animator.update(at: 0.05).removed.isEmpty)
    let end = animator.update(at: 0.2)
    #expect(end.animated == nil)
    #expect(end.logicallyCompleted == [1])
    #expect(end.removed == [2])
  }

  @Test(arguments: [
    Animation.spring, .bouncy(duration: 0.3), .easeInOut(duration: 0.3), .linear(duration: 0.2),
    .easeIn.delay(0.05), .spring.speed(2),
  ])
  func aFramesAnimatorPresentsExactlyWhatItsAnimationReturns(animation: Animation) {
    // The animator calls springs and curves directly; every other animation through `base`.
    let interval = CGRect(x: -35, y: 0, width: 70, height: 0).animatableData
    var animator = Animator(animation: animation, interval: interval, at: 0)
    var context = AnimationContext<CGRect.AnimatableData>()
    for frame in 0...120 {
      let time = Double(frame) / 60
      let expected = animation.animate(value: interval, time: time, context: &context)
      #expect(animator.update(at: time).animated == expected, "frame \(frame)")
      if expected == nil { break }
      #expect(animator.isLogicallyComplete == context.isLogicallyComplete, "frame \(frame)")
    }
  }

  @Test func aCopiedAnimatorKeepsListenersOfItsOwn() {
    var original = Animator(animation: .linear(duration: 0.1), interval: 1.0, at: 0)
    original.addListeners(logical: [1], removal: [2])
    var copy = original
    copy.addListeners(logical: [3], removal: [4])
    let end = original.update(at: 0.2)
    #expect(end.logicallyCompleted == [1])
    #expect(end.removed == [2])
    let copyEnd = copy.update(at: 0.2)
    #expect(copyEnd.logicallyCompleted == [1, 3])
    #expect(copyEnd.removed == [2, 4])
  }

  @Test func aLogicalCompletionStaysWhenTheAnimationClearsItsFlag() {
    // Logically complete at 0.1 s only: the animator stays complete and reports its listener
    // once; the state the animation keeps is carried from frame to frame.
    var animator = Animator(animation: Animation(BriefCompletion()), interval: 10.0, at: 0)
    animator.addListeners(logical: [1], removal: [2])
    var reported: [[Int]] = []
    var values: [Double?] = []
    for frame in 0...4 {
      let result = animator.update(at: Double(frame) / 10)
      reported.append(result.logicallyCompleted)
      values.append(result.animated)
      #expect(animator.isLogicallyComplete == (frame >= 1), "frame \(frame)")
    }
    #expect(reported == [[], [1], [], [], []])
    // The n-th call returns n × 1 until 0.3 s.
    #expect(values == [1, 2, 3, 4, nil])
  }
}

/// Complete logically at 0.1 s only; counts its calls in its state and returns the count until
/// 0.3 s.
private struct BriefCompletion: CustomAnimation {
  private struct Calls: AnimationStateKey {
    static var defaultValue: Double { 0 }
  }

  func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    context.state[Calls.self] += 1
    context.isLogicallyComplete = time == 0.1
    return time <= 0.3 ? value.scaled(by: context.state[Calls.self] / 10) : nil
  }
}
