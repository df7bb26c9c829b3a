import Foundation
import Testing

@testable import ViewModelKit

@Suite("Animation properties")
struct AnimationPropertyTests {
  static let animations: [Animation] = [
    .linear, .easeIn, .easeOut, .easeInOut(duration: 0.2), .timingCurve(0.1, 0.75, 0.85, 0.35),
    .default, .spring, .smooth, .snappy, .bouncy, .interactiveSpring,
    .spring(response: 0.3, dampingFraction: 0.4), .interpolatingSpring,
    .interpolatingSpring(stiffness: 170, damping: 15), .easeIn.delay(0.2), .bouncy.speed(0.5),
    .easeOut.repeatCount(3), .linear.repeatCount(2, autoreverses: false),
    .smooth.logicallyComplete(after: 0.1),
  ]

  @Test(arguments: animations, [-3.0, 1, 250])
  func startsAtFromAndEndsExactlyAtTo(animation: Animation, to: Double) {
    let from = 7.0
    var animator = Animator(animation: animation, interval: to - from, at: 0)
    let first = animator.update(at: 0).animated
    #expect(animator.presentedValue(model: to, animated: first ?? .nan) == from)
    var presented = from
    for frame in 1..<6_000 {
      guard let animated = animator.update(at: Double(frame) / 60).animated else {
        presented = to  // the animator is removed: the model value shows
        break
      }
      presented = animator.presentedValue(model: to, animated: animated)
      #expect(presented.isFinite)
    }
    #expect(presented == to)
  }

  @Test(arguments: [Animation.easeInOut, .smooth, .bouncy, .interpolatingSpring])
  func pairOfPairsBehavesAsItsParts(animation: Animation) {
    typealias Quad = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
    let parts = [30.0, -40.0, 120.0, 0.0]
    let interval = Quad(AnimatablePair(parts[0], parts[1]), AnimatablePair(parts[2], parts[3]))
    var context = AnimationContext<Quad>()
    var scalarContexts = parts.map { _ in AnimationContext<Double>() }
    for frame in 0..<30 {
      let time = Double(frame) / 60
      guard let quad = animation.animate(value: interval, time: time, context: &context) else {
        break
      }
      let components = [quad.first.first, quad.first.second, quad.second.first, quad.second.second]
      for index in parts.indices {
        let scalar = animation.animate(
          value: parts[index],
          time: time,
          context: &scalarContexts[index]
        )
        #expect(isClose(components[index], scalar ?? parts[index], tolerance: 1e-9))
      }
    }
  }

  @Test func animationsAreEquatableAndHashableValues() {
    #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
    #expect(Animation.easeInOut != .easeIn)
    #expect(Animation.linear.delay(1) != .linear)
    #expect(Set([Animation.smooth, .spring(duration: 0.5), .bouncy]).count == 2)
    #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1))
  }

  @Test func descriptionsNameTheAnimation() {
    #expect(Animation.default.description == "DefaultAnimation()")
    #expect(Animation.easeIn.description.hasPrefix("BezierAnimation(duration: 0.35"))
    #expect(Animation.smooth.delay(1).description.hasPrefix("DelayAnimation(delay: 1.0"))
  }

  @Test func customAnimationsRunThroughAnimation() {
    struct Halfway: CustomAnimation {
      func animate<V: VectorArithmetic>(
        value: V,
        time: Double,
        context: inout AnimationContext<V>
      ) -> V? {
        time < 1 ? value.scaled(by: 0.5) : nil
      }
    }
    let sampler = AnimationSampler(Animation(Halfway()), interval: 4)
    #expect(sampler.values.first == 2)
    #expect(sampler.endFrame == 60)
    var context = AnimationContext<Double>()
    #expect(Animation(Halfway()).velocity(value: 1.0, time: 0, context: context) == nil)
    #expect(
      !Animation(Halfway()).shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context)
    )
    #expect(Animation(Halfway()).base is Halfway)
  }
}
