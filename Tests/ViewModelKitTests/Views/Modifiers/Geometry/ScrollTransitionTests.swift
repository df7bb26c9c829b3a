import Testing
import ViewModelKit

/// Ten 100-point rows in a full-screen scroll view (844 points tall), fading in at the edges.
private struct FadingRows: View {
  let configuration: ScrollTransitionConfiguration

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(1...10, id: \.self) { row in
          Color.gray.frame(height: 100).overlay(Text("Row \(row)"))
            .scrollTransition(configuration) { content, phase in
              content.opacity(phase.isIdentity ? 1 : 0).offset(x: phase.value * 50)
            }
        }
      }
    }
  }
}

@MainActor
private func row<Root: View>(_ number: Int, in host: ViewHost<Root>) throws -> ViewSnapshot.Node {
  try #require(host.snapshot().all("Text").first { $0.text == "Row \(number)" })
}

@MainActor
@Suite("scrollTransition")
struct ScrollTransitionTests {
  @Test func interactiveFollowsTheVisibleFractionAlongItsCurve() throws {
    let host = ViewHost(FadingRows(configuration: .interactive(timingCurve: .linear)))
    // Row 9 spans 800–900: 44 of its 100 points show, 0.88 of the way to half visible.
    #expect(isClose(try row(9, in: host).opacity, 0.88, tolerance: 1e-9))
    #expect(isClose(Double(try row(9, in: host).frame.midX), 195 + 50 * 0.12, tolerance: 1e-4))
    #expect(try row(10, in: host).opacity == 0)
    #expect(try row(1, in: host).opacity == 1)
    try host.scroll(by: 100)
    #expect(try row(9, in: host).opacity == 1)
    #expect(isClose(try row(10, in: host).opacity, 0.88, tolerance: 1e-9))
    // Row 1 is now just hidden above: the top-leading edge phase, moved left.
    #expect(try row(1, in: host).opacity == 0)
    #expect(isClose(Double(try row(1, in: host).frame.midX), 195 - 50, tolerance: 1e-4))
  }

  @Test func animatedSwitchesAtTheThresholdWithItsAnimation() throws {
    let host = ViewHost(FadingRows(configuration: .animated(.linear(duration: 1))))
    #expect(try row(9, in: host).opacity == 0)
    try host.scroll(by: 100)
    let samples = host.timeline(advancingBy: 1) { snapshot in
      snapshot.all("Text").first { $0.text == "Row 9" }?.opacity
    }
    for (frame, sample) in samples.enumerated() {
      let opacity = try #require(sample.value)
      #expect(isClose(opacity, Double(frame) / 60, tolerance: 1e-6), "frame \(frame)")
    }
  }

  @Test func identityConfigurationNeverChangesTheView() throws {
    let host = ViewHost(FadingRows(configuration: .identity))
    #expect(try row(10, in: host).opacity == 1)
  }

  @Test func thresholdsClampAndCombine() throws {
    let strict = ViewHost(
      FadingRows(configuration: .interactive(timingCurve: .linear).threshold(.visible(7)))
    )
    // Clamped to fully visible: row 9 is 0.44 of the way.
    #expect(isClose(try row(9, in: strict).opacity, 0.44, tolerance: 1e-9))
    let loose = ViewHost(FadingRows(configuration: .animated.threshold(.hidden)))
    #expect(try row(9, in: loose).opacity == 1)
    #expect(try row(10, in: loose).opacity == 0)
  }
}
