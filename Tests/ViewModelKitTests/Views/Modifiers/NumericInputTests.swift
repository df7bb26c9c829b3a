import Testing
import ViewModelKit

// One rule per kind of number a modifier takes, so that what a test sees stays finite: NaN and
// infinite inputs of the effects and of padding, as a screen computing them from bad data makes.
@MainActor
@Suite struct NumericInputTests {
  private func node(_ view: some View) -> ViewSnapshot.Node {
    ViewHost(view).snapshot().first("Rectangle")!
  }

  private var square: some View { Rectangle().frame(width: 10, height: 10) }

  @Test func aFractionIsClampedAndNaNIsOpaque() {
    #expect(node(square.opacity(.nan)).opacity == 1)
    #expect(node(square.opacity(7)).opacity == 1)
    #expect(node(square.opacity(-2)).opacity == 0)
  }

  @Test func aNaNOrNegativeBlurRadiusIsZero() {
    // A zero blur draws nothing, so snapshots record none.
    #expect(node(square.blur(radius: .nan)).effects == [])
    #expect(node(square.blur(radius: -4)).effects == [])
    #expect(node(square.blur(radius: .infinity)).effects == [.blur(radius: 1e12, opaque: false)])
  }

  @Test func aNaNDistanceIsZeroAndAnInfiniteOneATrillionPoints() {
    #expect(
      node(square.offset(x: .nan, y: 5)).frame == CGRect(x: 190, y: 422, width: 10, height: 10)
    )
    #expect(node(square.offset(x: .infinity)).frame.minX == 190 + 1e12)
    #expect(node(square.padding(.nan)).frame == CGRect(x: 190, y: 417, width: 10, height: 10))
  }

  @Test func aNaNScaleIsOneAndANonFiniteAngleIsZero() {
    #expect(node(square.scaleEffect(.nan)).frame == CGRect(x: 190, y: 417, width: 10, height: 10))
    #expect(node(square.rotationEffect(.degrees(.infinity))).rotation == .zero)
    #expect(node(square.rotationEffect(.radians(.nan))).rotation == .zero)
  }
}
