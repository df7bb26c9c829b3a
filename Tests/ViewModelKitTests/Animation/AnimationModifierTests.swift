import Foundation
import Testing
import ViewModelKit

@Suite("Animation modifiers")
struct AnimationModifierTests {
  @Test func delayHoldsTheStartThenRunsTheBase() {
    let sampler = AnimationSampler(.linear(duration: 0.35).delay(0.1))
    #expect(sampler.values[0] == 0)
    #expect(sampler.values[6] == 0)
    #expect(sampler.values[7] == 0.047618865966796875)
    #expect(sampler.values[12] == 0.28571414947509766)
    #expect(sampler.values[27] == 1)
    #expect(sampler.endFrame == 28)
  }

  @Test func speedScalesTime() {
    let sampler = AnimationSampler(.linear(duration: 0.35).speed(2))
    #expect(sampler.values[1] == 0.09523773193359375)
    #expect(sampler.values[5] == 0.47619056701660156)
    #expect(sampler.values[10] == 0.9523811340332031)
    #expect(sampler.endFrame == 11)
  }

  @Test func modifiersComposeAsFunctions() {
    // .delay(0.1).speed(2) evaluates the base at max(0, 2t − 0.1).
    var context = AnimationContext<Double>()
    let value = Animation.linear(duration: 1).delay(0.1).speed(2)
      .animate(value: 1.0, time: 0.3, context: &context)
    #expect(
      value == Animation.linear(duration: 1).animate(value: 1.0, time: 0.5, context: &context)
    )
  }

  @Test func repeatCountAutoreversesAndQuantisesPassesToFrames() {
    let sampler = AnimationSampler(.linear(duration: 0.35).repeatCount(3))
    #expect(sampler.values.count == 65)
    #expect(sampler.values[21] == 1)
    #expect(sampler.values[22] == 1)  // the end was noticed on frame 22
    #expect(sampler.values[23] == 0.9523811340332031)
    #expect(sampler.values[43] == 0)
    #expect(sampler.values[44] == 0.047618865966796875)
    #expect(sampler.values[45] == 0.09523773193359375)
    #expect(sampler.values[64] == 1)
    #expect(sampler.endFrame == 65)
  }

  @Test func repeatWithoutAutoreverseRestartsFromTheStart() {
    let sampler = AnimationSampler(.linear(duration: 0.35).repeatCount(2, autoreverses: false))
    #expect(sampler.values[22] == 1)
    #expect(sampler.values[23] == 0.047618865966796875)
    #expect(sampler.endFrame == 43)  // 43/60 − 22/60 is just over 0.35
  }

  @Test func repeatForeverNeverEnds() {
    let sampler = AnimationSampler(.easeIn.repeatForever(), maximumFrames: 600)
    #expect(sampler.endFrame == nil)
    #expect(sampler.values.count == 600)
  }

  @Test func repeatResetsAStatefulBaseEachPass() {
    let sampler = AnimationSampler(.smooth.repeatCount(2, autoreverses: false))
    let single = AnimationSampler(.smooth)
    #expect(sampler.values[51] == single.values[1])
    #expect(sampler.endFrame == 100)
  }

  @Test func logicallyCompleteAfterSetsTheFlagAtThatTime() {
    let sampler = AnimationSampler(.linear(duration: 1).logicallyComplete(after: 0.2))
    #expect(sampler.firstLogicallyCompleteFrame == 12)
    #expect(sampler.endFrame == 61)
  }

  @Test func delayedSpringsMergeOnlyWithTheSameDelay() {
    var context = AnimationContext<Double>()
    let spring = Animation.smooth.delay(0.1)
    #expect(
      spring.shouldMerge(previous: .smooth.delay(0.1), value: 1.0, time: 0.2, context: &context)
    )
    #expect(
      !spring.shouldMerge(previous: .smooth.delay(0.2), value: 1.0, time: 0.2, context: &context)
    )
    #expect(!spring.shouldMerge(previous: .smooth, value: 1.0, time: 0.2, context: &context))
  }

  @Test func delayAndSpeedShiftLogicalCompletion() {
    // A fluid spring completes logically once its response (0.5 s) has elapsed in its own time.
    #expect(AnimationSampler(.smooth.delay(0.25)).firstLogicallyCompleteFrame == 45)
    #expect(AnimationSampler(.smooth.speed(2)).firstLogicallyCompleteFrame == 15)
  }
}
