import Foundation
import Testing
import ViewModelKit

@Suite("Fluid spring animations")
struct FluidSpringAnimationTests {
  @Test func smoothMatchesTheIntegratorAndEndsOnFrame50() {
    let sampler = AnimationSampler(.smooth)
    let expected: [Int: Double] = [
      0: 0.0, 1: 0.016093464157932395, 2: 0.06285977517504718, 3: 0.12770157696621537,
      6: 0.370761948345911, 12: 0.7212778163638288, 30: 0.9844691391517424,
      49: 0.9994258744535393,
    ]
    for (frame, value) in expected {
      #expect(isClose(sampler.values[frame], value), "frame \(frame)")
    }
    #expect(sampler.endFrame == 50)
  }

  @Test func bouncyMatchesTheIntegratorAndEndsOnFrame46() {
    let sampler = AnimationSampler(.bouncy)
    let expected: [Int: Double] = [
      1: 0.01650282328485816, 2: 0.06693291917953906, 3: 0.14048227292727838,
      6: 0.43869499069813755, 12: 0.880468027489502, 30: 1.0132966704791722,
      45: 0.9985207257930009,
    ]
    for (frame, value) in expected {
      #expect(isClose(sampler.values[frame], value), "frame \(frame)")
    }
    #expect(sampler.endFrame == 46)
  }

  @Test(arguments: [
    (Animation.smooth, 1.0, 50), (.smooth, 100, 76), (.snappy, 1, 34), (.snappy, 100, 62),
    (.bouncy, 1, 46), (.bouncy, 100, 68),
  ])
  func endFrameDependsOnTheIntervalBecauseThresholdsAreAbsolute(
    animation: Animation,
    interval: Double,
    endFrame: Int
  ) {
    #expect(AnimationSampler(animation, interval: interval).endFrame == endFrame)
  }

  @Test func defaultIsTheIOS17Spring() {
    let sampler = AnimationSampler(.default)
    #expect(isClose(sampler.values[1], 0.013408196983569874))
    #expect(isClose(sampler.values[12], 0.6723547844060067))
    #expect(isClose(sampler.values[30], 0.9756008029914902))
    #expect(sampler.endFrame == 53)
    #expect(sampler.values == AnimationSampler(.spring(response: 0.55, dampingFraction: 1)).values)
  }

  @Test func interactiveSpringByResponseUsesItsDefaults() {
    let sampler = AnimationSampler(.interactiveSpring(response: 0.15))
    #expect(isClose(sampler.values[1], 0.14886210962935267))
    #expect(isClose(sampler.values[2], 0.4335597787299317))
    #expect(isClose(sampler.values[3], 0.6700466376573464))
    #expect(sampler.endFrame == 12)
  }

  @Test func presetsMapToDurationAndBounce() {
    #expect(Animation.spring == .spring(duration: 0.5, bounce: 0))
    #expect(Animation.smooth == .spring(response: 0.5, dampingFraction: 1))
    #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
    #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
    #expect(
      Animation.bouncy(duration: 0.4, extraBounce: 0.1) == .spring(duration: 0.4, bounce: 0.4)
    )
    #expect(
      Animation.interactiveSpring == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25)
    )
    #expect(Animation.spring(Spring(duration: 0.5, bounce: 0.3)).description.contains("0.7"))
  }

  @Test func completesLogicallyAfterTheResponse() {
    let sampler = AnimationSampler(.smooth)
    #expect(sampler.firstLogicallyCompleteFrame == 30)
  }

  @Test func reportsItsVelocity() {
    var context = AnimationContext<Double>()
    _ = Animation.smooth.animate(value: 1.0, time: 0.1, context: &context)
    let velocity = Animation.smooth.velocity(value: 1.0, time: 0.1, context: context)
    #expect((velocity ?? 0) > 0)
  }
}
