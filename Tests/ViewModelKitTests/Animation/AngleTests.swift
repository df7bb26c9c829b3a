import Foundation
import Testing
import ViewModelKit

@Suite("Angle")
struct AngleTests {
  static let rightAngles: [(radians: Double, degrees: Double)] = [
    (0, 0), (.pi / 2, 90), (.pi, 180), (.pi * 2, 360),
  ]

  @Test(arguments: rightAngles)
  func radiansDegreesAndAnimatableDataAgree(radians: Double, degrees: Double) {
    let fromRadians = Angle(radians: radians)
    let fromDegrees = Angle(degrees: degrees)
    #expect(fromRadians.degrees == degrees)
    #expect(fromDegrees.radians == radians)
    #expect(fromRadians == fromDegrees)
    #expect(fromRadians.animatableData == radians * 128)
    #expect((fromDegrees * 2).animatableData == fromRadians.animatableData * 2)
    var scaled = fromRadians
    scaled.animatableData *= 2
    var doubled = fromRadians
    doubled.radians *= 2
    #expect(scaled == doubled)
  }

  @Test func anglesAddSubtractAndScale() {
    let one = Angle(radians: 1)
    let two = Angle(radians: 2)
    #expect((one + two).radians == 3)
    #expect((two - one).radians == 1)
    #expect((-two).radians == -2)
    #expect((two / 4).radians == 0.5)
    var turning = one
    turning += two
    turning *= 2
    #expect(turning.radians == 6)
    #expect(one.magnitude == 128)
  }
}
