import Foundation
import Testing
import ViewModelKit

@Suite("Animatable conformances")
struct AnimatableConformanceTests {
  @Test func scalarsAnimateAsThemselves() {
    var value = 2.5
    #expect(value.animatableData == 2.5)
    value.animatableData = 4
    #expect(value == 4)
    #expect(CGFloat(3).animatableData == 3)
    var float: Float = 2
    float.scale(by: 1.5)
    #expect(float == 3)
    #expect(float.magnitudeSquared == 9)
  }

  @Test func geometryAnimatesComponentwise() {
    var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.animatableData.first == AnimatablePair(1, 2))
    #expect(rect.animatableData.second == AnimatablePair(3, 4))
    rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
    #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
    var point = CGPoint(x: 1, y: 2)
    point.animatableData.scale(by: 2)
    #expect(point == CGPoint(x: 2, y: 4))
    #expect(CGSize(width: 3, height: 4).animatableData.magnitudeSquared == 25)
  }

  @Test func anglesAndUnitPointsAreScaledBy128() {
    var angle = Angle.degrees(180)
    #expect(angle.animatableData == .pi * 128)
    angle.animatableData = 128
    #expect(angle.radians == 1)
    var point = UnitPoint.center
    #expect(point.animatableData == AnimatablePair(64, 64))
    point.animatableData = AnimatablePair(128, 0)
    #expect(point == .topTrailing)
    #expect(Angle(radians: .pi).degrees == 180)
    #expect(Angle.zero < .degrees(1))
  }

  @Test func edgeInsetsNestPairs() {
    var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(insets.animatableData.first == 1)
    #expect(insets.animatableData.second.second.second == 4)
    insets.animatableData.scale(by: 2)
    #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
  }

  @Test func resolvedColorsAnimateLinearComponentsBy128() {
    let grey = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5)
    #expect(isClose(Double(grey.linearRed), 0.21404114, tolerance: 1e-6))
    #expect(isClose(Double(grey.red), 0.5, tolerance: 1e-6))
    #expect(grey.animatableData.second.second.second == 64)
    #expect(isClose(Double(grey.animatableData.first), 0.21404114 * 128, tolerance: 1e-4))
    var color = Color.Resolved(colorSpace: .sRGBLinear, red: 0, green: 0, blue: 0)
    color.animatableData = AnimatablePair(128, AnimatablePair(64, AnimatablePair(0, 128)))
    #expect(color.linearRed == 1 && color.linearGreen == 0.5 && color.opacity == 1)
    #expect(Color.red.resolve() == Color.Resolved(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
    #expect(Color(white: 0.5).resolve().green == Color.Resolved(red: 0, green: 0.5, blue: 0).green)
  }

  @Test func emptyDataNeverChanges() {
    struct Label: Animatable { var text: String }
    var label = Label(text: "a")
    label.animatableData = EmptyAnimatableData()
    #expect(label.text == "a")
    var empty = EmptyAnimatableData()
    empty.scale(by: 3)
    #expect(empty == .zero && empty.magnitudeSquared == 0)
  }

  @Test func vectorInterpolation() {
    #expect(0.0.interpolated(towards: 10, amount: 0.25) == 2.5)
    var pair = AnimatablePair(0.0, 4.0)
    pair.interpolate(towards: AnimatablePair(2, 0), amount: 0.5)
    #expect(pair == AnimatablePair(1, 2))
    #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
    #expect(AnimatablePair(1.0, 2.0) - AnimatablePair(1, 1) == AnimatablePair(0, 1))
  }
}
