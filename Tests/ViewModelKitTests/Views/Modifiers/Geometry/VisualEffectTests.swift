import Testing
import ViewModelKit

/// A bar that slides down; its visual effect fades and shifts it by where layout put it.
private struct SlidingBar: View {
  @State private var isLow = false

  var body: some View {
    VStack(spacing: 0) {
      Color.clear.frame(width: 10, height: isLow ? 400 : 100)
      Color.orange.frame(width: 200, height: 40)
        .visualEffect { content, proxy in
          content
            .offset(x: proxy.frame(in: .global).minY / 10)
            .opacity(proxy.size.width == 200 ? 1 - proxy.frame(in: .global).minY / 1000 : 0)
            .scaleEffect(2, anchor: .topLeading)
        }
      Button("Lower") { withAnimation(.linear(duration: 1)) { isLow = true } }
    }
  }
}

@MainActor
@Suite("visualEffect")
struct VisualEffectTests {
  @Test func theEffectReadsTheViewsGeometryAndAnimatesWithTheUpdate() throws {
    let host = ViewHost(SlidingBar())
    // The stack is 100 + 40 + 20 (the button) tall, centred in 844: it starts at y 342.
    let bar = try #require(host.snapshot().all("Color").first { $0.frame.width != 10 })
    let y0 = 442.0
    #expect(isClose(bar.opacity, 1 - y0 / 1000, tolerance: 1e-6))
    // Offset by y / 10, then scaled by 2 around the top-leading corner.
    #expect(bar.frame == CGRect(x: 95 + y0 / 10, y: y0, width: 400, height: 80))
    try host.tap("Lower")
    let y1 = 592.0  // 300 taller, so the stack starts 150 higher: 192 + 400.
    let samples = host.timeline(advancingBy: 1) { snapshot in
      snapshot.all("Color").first { $0.frame.width != 10 }
    }
    for (frame, sample) in samples.enumerated() {
      let t = Double(frame) / 60
      let node = try #require(sample.value)
      let y = y0 + (y1 - y0) * t
      let opacity = (1 - y0 / 1000) + ((1 - y1 / 1000) - (1 - y0 / 1000)) * t
      #expect(isClose(node.opacity, opacity, tolerance: 1e-6), "frame \(frame)")
      #expect(isClose(node.frame.minY, y, tolerance: 1e-3), "frame \(frame): \(node.frame)")
      #expect(
        isClose(node.frame.minX, 95 + (y0 + (y1 - y0) * t) / 10, tolerance: 1e-3),
        "frame \(frame): \(node.frame)"
      )
    }
  }
}
