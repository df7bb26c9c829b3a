import Foundation
import Testing

@testable import ViewModelKit

@Suite("Bad animation input")
struct BadInputTests {
  /// Runs an animation to its end (or 600 frames) and returns every value it produced.
  func run(_ animation: Animation, interval: Double = 10) -> AnimationSampler {
    AnimationSampler(animation, interval: interval, maximumFrames: 600)
  }

  @Test(arguments: [0.0, -1, .nan, -.infinity])
  func nonPositiveOrNaNDurationJumpsOnTheFirstFrame(duration: Double) {
    #expect(run(.easeInOut(duration: duration)).endFrame == 0)
    #expect(run(.linear(duration: duration).delay(0.1)).endFrame == 0)
  }

  @Test(arguments: [0.0, -0.5, .nan])
  func springWithNonPositiveResponseIsTheStiffestSpring(response: Double) {
    let sampler = run(.spring(response: response, dampingFraction: 1))
    #expect(sampler.values.allSatisfy { $0.isFinite })
    #expect(sampler.endFrame == run(.spring(response: 0, dampingFraction: 1)).endFrame)
    #expect((sampler.endFrame ?? 600) < 20)
  }

  @Test(arguments: [-1.0, -0.999, -5, .nan, 50, 1e9])
  func extremeBounceAndDampingStayFinite(value: Double) {
    for animation in [
      Animation.spring(duration: 0.5, bounce: value),
      .spring(response: 0.5, dampingFraction: value),
      .interpolatingSpring(duration: 0.5, bounce: value),
      .interpolatingSpring(stiffness: 100, damping: value),
    ] {
      #expect(run(animation).values.allSatisfy { $0.isFinite }, "\(animation)")
    }
  }

  @Test(arguments: [0.0, -10, .nan, .infinity])
  func zeroOrNegativeStiffnessAndMassAreClamped(value: Double) {
    for animation in [
      Animation.interpolatingSpring(mass: value, stiffness: 100, damping: 10),
      .interpolatingSpring(mass: 1, stiffness: value, damping: 10),
    ] {
      #expect(run(animation).values.allSatisfy { $0.isFinite }, "\(animation)")
    }
    let springs = [
      Spring(mass: value, stiffness: 100, damping: 10),
      Spring(mass: 1, stiffness: value, damping: 10),
      Spring(duration: value, bounce: 0.2),
      Spring(response: value, dampingRatio: value),
      Spring(settlingDuration: value, dampingRatio: value, epsilon: value),
    ]
    for spring in springs {
      #expect(spring.value(target: 1.0, time: 0.3).isFinite)
      #expect(spring.velocity(target: 1.0, time: 0.3).isFinite)
      #expect(spring.duration.isFinite)
      #expect(spring.stiffness.isFinite && spring.damping.isFinite && spring.mass > 0)
    }
  }

  @Test func nanSpeedRunsAtTheAnimationsOwnPace() {
    #expect(run(.linear.speed(.nan)).values == run(.linear).values)
  }

  @Test func negativeOrZeroSpeedHoldsTheStart() {
    for speed in [-2.0, 0] {
      let sampler = run(.linear.speed(speed))
      #expect(sampler.endFrame == nil)
      #expect(sampler.values.allSatisfy { $0 == 0 })
    }
    let fast = run(.linear.speed(.infinity))
    #expect(fast.endFrame == 1)
  }

  @Test func repeatCountBelowOnePlaysOnce() {
    for count in [0, -3] {
      #expect(run(.linear.repeatCount(count)).endFrame == run(.linear).endFrame)
    }
  }

  @Test func nanDelayIsZeroAndNegativeDelayStartsPartWay() {
    #expect(run(.linear.delay(.nan)).values == run(.linear).values)
    #expect(run(.linear(duration: 1).delay(-0.5)).values.first == 5)
  }

  @Test func negativeEpsilonIsClamped() {
    let duration = Spring.smooth.settlingDuration(target: 1.0, epsilon: -1)
    #expect(duration.isFinite)
  }
}
