import Foundation
import Testing
import ViewModelKit

/// A gauge drawn with a canvas: a track, a filled arc and a label.
private struct Gauge: View {
  let progress: Double

  var body: some View {
    Canvas { context, size in
      let track = Path(CGRect(x: 0, y: 0, width: size.width, height: 10))
      context.fill(track, with: .color(.gray))
      context.fill(
        Path(CGRect(x: 0, y: 0, width: size.width * progress, height: 10)),
        with: .linearGradient(
          Gradient(colors: [.pink, .blue]),
          startPoint: .zero,
          endPoint: CGPoint(x: size.width, y: 0)
        )
      )
      var layer = context
      layer.opacity = 0.5
      layer.translateBy(x: 0, y: 20)
      layer.stroke(
        Path(CGRect(x: 0, y: 0, width: 40, height: 10)),
        with: .color(.red),
        lineWidth: 2
      )
      context.draw(Text("\(Int(progress * 100))%"), at: CGPoint(x: size.width / 2, y: 40))
    }
    .frame(width: 200, height: 60)
  }
}

@MainActor
@Suite("Canvas")
struct CanvasTests {
  @Test func everyDrawingIsAViewInTheCanvas() throws {
    let host = ViewHost(Gauge(progress: 0.25))
    let canvas = try #require(host.snapshot().first("Canvas"))
    #expect(canvas.frame == CGRect(x: 95, y: 392, width: 200, height: 60))
    let paths = canvas.all("Path")
    #expect(paths.count == 3)
    #expect(paths.map(\.frame.size) == Array(repeating: CGSize(width: 200, height: 60), count: 3))
    #expect(paths[2].opacity == 0.5)
    let label = try #require(canvas.first("Text"))
    #expect(label.text == "25%")
    // 3 characters, 24 × 20, centred on (100, 40) of the canvas.
    #expect(label.frame == CGRect(x: 95 + 88, y: 392 + 30, width: 24, height: 20))
  }

  @Test func svgDrawsThePathsWithTheirStyles() {
    let svg = ViewHost(Gauge(progress: 0.5)).svg()
    #expect(svg.contains("<linearGradient"))
    #expect(svg.contains("M95 412 L135 412 L135 422 L95 422 Z"))
    #expect(svg.contains("50%</text>"))
  }

  @Test func theRendererRunsAgainWhenItsInputsChange() throws {
    struct Screen: View {
      @State var progress = 0.25
      var body: some View {
        VStack {
          Gauge(progress: progress)
          Button("Fill") { progress = 1 }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Fill")
    #expect(host.snapshot().first("Canvas")?.first("Text")?.text == "100%")
  }
}
