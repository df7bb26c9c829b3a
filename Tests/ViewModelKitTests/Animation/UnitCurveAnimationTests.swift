import Foundation
import Testing
import ViewModelKit

@Suite("Animation.timingCurve(_:duration:)")
struct UnitCurveAnimationTests {
  @Test func bezierAndLinearCurvesAreTheTimingCurvesOfTheirControlPoints() {
    #expect(Animation.timingCurve(.easeInOut, duration: 0.5) == .easeInOut(duration: 0.5))
    #expect(Animation.timingCurve(.linear, duration: 2) == .linear(duration: 2))
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.1, y: 0.75),
      endControlPoint: UnitPoint(x: 0.85, y: 0.35)
    )
    #expect(
      Animation.timingCurve(curve, duration: 1) == .timingCurve(0.1, 0.75, 0.85, 0.35, duration: 1)
    )
  }

  @Test func circularCurvesFollowTheirFormulaAndFinishAfterTheirDuration() {
    let animation = Animation.timingCurve(.circularEaseOut, duration: 0.5)
    var context = AnimationContext<Double>()
    for step in 0...30 {
      let t = Double(step) / 60
      let p = t / 0.5
      // circular ease-out: √(1 − (1 − p)²)
      let expected = 80 * (1 - (1 - p) * (1 - p)).squareRoot()
      let value = animation.animate(value: 80.0, time: t, context: &context)
      #expect(isClose(value ?? .nan, expected), "t = \(t)")
    }
    #expect(animation.animate(value: 80.0, time: 0.52, context: &context) == nil)
  }
}
