import Testing
import ViewModelKit

/// A card that slides across the screen, re-targeted by a second tap while it moves.
private final class CardPosition: ObservableObject {
  @Published var x = 0.0
}

private struct SlidingCard: View {
  @ObservedObject var position: CardPosition

  var body: some View {
    Rectangle()
      .frame(width: 10, height: 10)
      .offset(x: position.x)
  }
}

// A spring re-targeted by a spring while the host renders moves exactly as the public `Animation`
// API says: `shouldMerge(previous:value:time:context:)` at the moment of the change, then
// `animate(value:time:context:)` over the summed interval, on the same context.
@MainActor
@Suite struct SpringMergeTests {
  @Test(arguments: [Animation.smooth, .bouncy, .spring(duration: 0.3, bounce: 0.4)])
  func aRetargetedSpringFollowsTheMergeOfTheAnimationAPI(_ spring: Animation) {
    let position = CardPosition()
    let host = ViewHost(SlidingCard(position: position))
    let start = host.time
    let origin = host.snapshot().first("Rectangle")!.frame.minX

    var context = AnimationContext<Double>()
    var expected: [Double] = []
    withAnimation(spring) { position.x = 100 }
    host.flush()
    var presented: [Double] = []
    for frame in 1...10 {
      host.advance(frames: 1)
      presented.append(host.snapshot().first("Rectangle")!.frame.minX - origin)
      expected.append(spring.animate(value: 100.0, time: Double(frame) / 60, context: &context)!)
    }
    // The second change comes at the tenth frame; the merge happens at that time.
    let retarget = host.time - start
    withAnimation(spring) { position.x = 150 }
    host.flush()
    #expect(spring.shouldMerge(previous: spring, value: 100.0, time: retarget, context: &context))
    for frame in 11...20 {
      host.advance(frames: 1)
      presented.append(host.snapshot().first("Rectangle")!.frame.minX - origin)
      expected.append(spring.animate(value: 150.0, time: Double(frame) / 60, context: &context)!)
    }
    for (index, (value, reference)) in zip(presented, expected).enumerated() {
      #expect(abs(value - reference) < 1e-9, "frame \(index + 1): \(value) vs \(reference)")
    }
  }
}
