import Foundation
import Testing
import ViewModelKit

private struct Probe: View {
  @State private var jumps = 0
  var body: some View {
    VStack {
      Button("Jump") { jumps += 1 }
      Rectangle()
        .frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: 0.0, trigger: jumps) { content, y in
          content.offset(y: y).opacity(1 + y / 100).scaleEffect(1 - y / 100).rotationEffect(.degrees(y))
        } keyframes: { _ in
          LinearKeyframe(-60.0, duration: 0.5)
          LinearKeyframe(0.0, duration: 0.25)
        }
    }
  }
}

@MainActor
@Suite("Probe")
struct KeyframeProbeTests {
  @Test func probe() throws {
    let host = ViewHost(Probe())
    print(host.snapshot())
    try host.tap("Jump")
    host.advance(frames: 6)
    print(host.snapshot())
    print(host.isAnimating)
    try host.settle()
    print(host.time, host.snapshot())
    #expect(Bool(true))
  }
}
