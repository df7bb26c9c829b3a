import Testing
import ViewModelKit

@Suite("Animation: descriptions and reflection")
struct AnimationReflectionTests {
  @Test func anAnimationDescribesAndReflectsItsBase() {
    let animation = Animation.default
    #expect(animation.description == "DefaultAnimation()")
    #expect(animation.debugDescription == "AnyAnimator(ViewModelKit.DefaultAnimation())")
    #expect(animation.customMirror.description == "Mirror for Animation")
    let mirror = Mirror(reflecting: Animation.linear(duration: 2))
    #expect(mirror.children.map(\.label) == ["base"])
    #expect(mirror.children.first.map { "\(type(of: $0.value))" } == "BezierAnimation")
  }
}
