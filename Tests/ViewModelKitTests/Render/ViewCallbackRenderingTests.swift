import Foundation
import Testing
import ViewModelKit

// Seed 002's View Callback version (`Support/Seed002.swift`), compiled as the article writes it.
private typealias ContentViewModel = Seed002.ContentViewModel
private typealias RectangleViewModel = Seed002.RectangleViewModel
private typealias ContentView = Seed002.ContentView
private typealias RectangleView = Seed002.RectangleView

@MainActor
@Suite("Seed 002 rendered: the View Callback pattern")
struct ViewCallbackRenderingTests {
  /// The default animation's width for each frame, driven directly.
  private func expectedWidths(from: Double, to: Double, frames: Int) -> [Double?] {
    var context = AnimationContext<Double>()
    return (0...frames)
      .map { frame in
        Animation.default.animate(value: to - from, time: Double(frame) / 60, context: &context)
          .map { to - (to - from) + $0 }
      }
  }

  @Test func theFirstClickAnimatesTheWidthAlongTheDefaultCurve() throws {
    let host = ViewHost(ContentView())
    let start = try #require(host.snapshot().first("Rectangle"))
    #expect(start.frame.width == 390)
    #expect(start.frame.height == 100)
    try host.tap("Collapse")
    let widths = host.timeline(advancingBy: 1) { $0.first("Rectangle")?.frame.width ?? -1 }
    let expected = expectedWidths(from: 390, to: 200, frames: 60)
    #expect(widths.first?.value == 390)
    for (sample, value) in zip(widths, expected) {
      guard let value else { break }
      #expect(abs(sample.value - value) < 1e-6, "at t = \(sample.time)")
    }
    #expect(widths[10].value < 390 && widths[10].value > 200)
    try host.settle()
    #expect(host.snapshot().first("Rectangle")?.frame.width == 200)
  }

  @Test func theButtonTitleChangesWithoutAnimationAndNothingElseAnimates() throws {
    let host = ViewHost(ContentView())
    try host.tap("Collapse")
    let snapshot = host.snapshot()
    let title = try #require(snapshot.first("Text"))
    #expect(title.text == "Expand")
    #expect(!title.isAnimating)
    #expect(snapshot.first("Button")?.isAnimating == false)
    #expect(snapshot.first("Rectangle")?.isAnimating == true)
    host.advance(frames: 1)
    #expect(host.snapshot().first("Text")?.isAnimating == false)
  }

  @Test func theSecondClickAnimatesBackToTheFullWidth() throws {
    let host = ViewHost(ContentView())
    try host.tap("Collapse")
    try host.settle()
    try host.tap("Expand")
    host.advance(frames: 5)
    let width = try #require(host.snapshot().first("Rectangle")?.frame.width)
    #expect(width > 200 && width < 390)
    try host.settle()
    #expect(host.snapshot().first("Rectangle")?.frame.width == 390)
    #expect(host.snapshot().first("Text")?.text == "Collapse")
  }
}
