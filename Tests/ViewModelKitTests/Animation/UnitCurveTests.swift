import Foundation
import Testing
import ViewModelKit

@Suite("UnitCurve")
struct UnitCurveTests {
  @Test func standardCurvesMatchSwiftUIsValues() {
    #expect(UnitCurve.easeIn.value(at: 0.5) == 0.3153572082519531)
    #expect(UnitCurve.easeOut.value(at: 0.25) == 0.37813854217529297)
    #expect(UnitCurve.easeInOut.value(at: 0.25) == 0.12916183471679688)
    #expect(isClose(UnitCurve.easeInOut.velocity(at: 0.5), 1.7241, tolerance: 1e-4))
  }

  @Test func bezierOutputIsRoundedToTwoToTheMinusTwenty() {
    let quantum = 1.0 / 1_048_576
    for step in 0...100 {
      let value = UnitCurve.easeInOut.value(at: Double(step) / 100)
      #expect(value / quantum == (value / quantum).rounded())
    }
  }

  @Test func inputIsClampedToTheUnitInterval() {
    #expect(UnitCurve.easeIn.value(at: -1) == 0)
    #expect(UnitCurve.easeIn.value(at: 2) == 1)
    #expect(UnitCurve.linear.value(at: 1.5) == 1)
    #expect(UnitCurve.circularEaseOut.value(at: .nan) == 0)
  }

  @Test func circularCurvesFollowTheirFormulas() {
    #expect(isClose(UnitCurve.circularEaseIn.value(at: 0.5), 1 - (0.75).squareRoot()))
    #expect(isClose(UnitCurve.circularEaseOut.value(at: 0.5), (0.75).squareRoot()))
    #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.25), (1 - (0.75).squareRoot()) / 2))
    #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.75), ((0.75).squareRoot() + 1) / 2))
    #expect(isClose(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.6 / 0.8))
  }

  @Test func linearHasUnitVelocityAndIsItsOwnInverse() {
    #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
    #expect(UnitCurve.linear.inverse == .linear)
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
  }

  @Test func inverseUndoesABezierCurve() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.3, y: 0.1),
      endControlPoint: UnitPoint(x: 0.7, y: 0.9)
    )
    for step in 1..<10 {
      let x = Double(step) / 10
      #expect(isClose(curve.inverse.value(at: curve.value(at: x)), x, tolerance: 4e-6))
    }
  }

  @Test func slopeAtAnEndWhereAControlPointSitsIsSwiftUIs() {
    #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
    #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
    #expect(UnitCurve.easeInOut.velocity(at: 0) == 0)
    #expect(UnitCurve.easeInOut.velocity(at: 1) == 0)
  }
}
