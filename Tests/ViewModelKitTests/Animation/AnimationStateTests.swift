import Foundation
import Testing

@testable import ViewModelKit

private struct PassCount: AnimationStateKey {
  static var defaultValue: Int { 0 }
}

@Suite("Animation state: the fluid spring's typed slot behaves as any other key")
struct AnimationStateTests {
  @Test func theSpringsStateIsReadAndWrittenThroughTheSubscript() {
    var context = AnimationContext<Double>()
    context.state[PassCount.self] = 3
    #expect(context.state[FluidSpringState<Double>.self].offset == 0)
    let offset = Animation.spring.animate(value: 100.0, time: 0.1, context: &context)
    #expect(offset != nil)
    #expect(context.state[FluidSpringState<Double>.self].offset == offset)
    #expect(context.state[PassCount.self] == 3)
    // A spring of another value type is kept under its own key.
    context.state[FluidSpringState<CGFloat>.self].offset = 7
    #expect(context.state[FluidSpringState<CGFloat>.self].offset == 7)
    #expect(context.state[FluidSpringState<Double>.self].offset == offset)
  }

  @Test func aSpringGoesOnFromStateWrittenThroughTheSubscript() {
    var original = AnimationContext<Double>()
    _ = Animation.spring.animate(value: 100.0, time: 0.1, context: &original)
    // A context whose spring state was copied key by key carries on exactly as the original.
    var copied = AnimationContext<Double>()
    copied.state[FluidSpringState<Double>.self] = original.state[FluidSpringState<Double>.self]
    for frame in 7...60 {
      let time = Double(frame) / 60
      let expected = Animation.spring.animate(value: 100.0, time: time, context: &original)
      #expect(Animation.spring.animate(value: 100.0, time: time, context: &copied) == expected)
    }
  }
}
