import Foundation
import Testing
import ViewModelKit

@Suite("Interpolating spring animations")
struct InterpolatingSpringAnimationTests {
  @Test func underDampedSpringEndsAfterItsSettlingTimeClampedToOneSecond() {
    let sampler = AnimationSampler(.interpolatingSpring(stiffness: 170, damping: 15))
    #expect(isClose(sampler.values[1], 0.02167654627239357))
    #expect(isClose(sampler.values[6], 0.4809431364442627))
    #expect(isClose(sampler.values[12], 0.9862031036120965))
    #expect(isClose(sampler.values[30], 0.9997867994739799))
    #expect(sampler.endFrame == 60)
  }

  @Test func criticallyDampedSpringEndsOnTheGridSearchTime() {
    let sampler = AnimationSampler(.interpolatingSpring(duration: 0.5, bounce: 0))
    #expect(isClose(sampler.values[1], 0.019097754927353106))
    #expect(isClose(sampler.values[12], 0.7154156890859573))
    #expect(isClose(sampler.values[30], 0.986399068534425))
    #expect(sampler.endFrame == 48)
  }

  @Test func initialVelocityIsInIntervalsPerSecond() {
    let sampler = AnimationSampler(
      .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2)
    )
    #expect(isClose(sampler.values[1], 0.04368009727073263))
    #expect(isClose(sampler.values[6], 0.44700128563123687))
    #expect(isClose(sampler.values[30], 1.0570020824485307))
    #expect(sampler.endFrame == 87)
  }

  @Test func bouncyInterpolatingSpringMatchesTheClosedForm() {
    let sampler = AnimationSampler(.interpolatingSpring(duration: 0.5, bounce: 0.3))
    let spring = Spring(duration: 0.5, bounce: 0.3)
    for frame in [1, 6, 12, 30] {
      let time = Double(frame) / 60
      #expect(isClose(sampler.values[frame], spring.value(target: 1.0, time: time)))
    }
    #expect(sampler.endFrame == 60)
  }

  @Test func completesLogicallyAfterOnePeriodOfTheStiffness() {
    let sampler = AnimationSampler(.interpolatingSpring(stiffness: 100, damping: 10))
    // 2π / √100 = 0.628 s: first frame at or after it is 38 (0.6333 s).
    #expect(sampler.firstLogicallyCompleteFrame == 38)
  }

  @Test func interpolatingSpringsDoNotMerge() {
    var context = AnimationContext<Double>()
    let spring = Animation.interpolatingSpring
    #expect(!spring.shouldMerge(previous: spring, value: 1.0, time: 0.1, context: &context))
  }
}
