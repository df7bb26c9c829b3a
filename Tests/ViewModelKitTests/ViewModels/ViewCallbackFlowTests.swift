import Foundation
import Testing
import ViewModelKit

// Seed 002's View Callback version (`Support/Seed002.swift`), compiled as the article writes it.
private typealias ContentViewModel = Seed002.ContentViewModel
private typealias RectangleViewModel = Seed002.RectangleViewModel
private typealias ContentView = Seed002.ContentView
private typealias RectangleView = Seed002.RectangleView

@MainActor
@Suite("Seed 002's View Callback flow, recorded")
struct ViewCallbackFlowTests {
  private func recordedHost() -> (FlowRecorder<ContentView>, ContentViewModel) {
    let model = ContentViewModel()
    let recorder = FlowRecorder(ViewHost(ContentView(viewModel: model)))
    recorder.observe(model.rectangleViewModel.collapseSubject, as: "collapseSubject")
    recorder.observe(model.rectangleViewModel.expandSubject, as: "expandSubject")
    return (recorder, model)
  }

  @Test func aTapSendsTheCollapseEventAndAnimatesOnlyTheWidth() throws {
    let (recorder, _) = recordedHost()
    try recorder.host.tap("Collapse")
    let widths = recorder.sample("width", advancingBy: 0.1) {
      $0.first("Rectangle")?.frame.width ?? -1
    }
    #expect(
      recorder.mismatch(
        expected: """
          send collapseSubject: (), no animation
          pass 2, animation DefaultAnimation(): width changed → RectangleView observed
          pass 3, no animation: buttonTitle, shouldExpand changed → ContentView observed
          frame 0 (0.000 s): width 390.0
          frame 1 (0.017 s): width 387.5
          frame 2 (0.033 s): width 379.9
          frame 3 (0.050 s): width 369.3
          frame 4 (0.067 s): width 356.8
          frame 5 (0.083 s): width 340.9
          frame 6 (0.100 s): width 327.6
          """
      ) == nil
    )
    // The sampled widths are the default animation's curve from 390 to 200.
    var context = AnimationContext<Double>()
    for (frame, width) in widths.enumerated() {
      let moved = Animation.default.animate(
        value: -190,
        time: Double(frame) / 60,
        context: &context
      )
      #expect(abs(width - (200 + 190 + (moved ?? 0))) < 1e-6, "frame \(frame)")
    }
  }

  @Test func theSecondTapExpandsAlongTheSameCurve() throws {
    let (recorder, _) = recordedHost()
    try recorder.host.tap("Collapse")
    try recorder.host.settle()
    try recorder.host.tap("Expand")
    recorder.sample("width", advancingBy: 0.05) { $0.first("Rectangle")?.frame.width }
    #expect(
      recorder.mismatch(
        expected: """
          send collapseSubject: (), no animation
          pass 2, animation DefaultAnimation(): width changed → RectangleView observed
          pass 3, no animation: buttonTitle, shouldExpand changed → ContentView observed
          send expandSubject: (), no animation
          pass 4, animation DefaultAnimation(): width changed → RectangleView observed
          pass 5, no animation: buttonTitle, shouldExpand changed → ContentView observed
          frame 87 (1.450 s): width 200.0
          frame 88 (1.467 s): width 202.5
          frame 89 (1.483 s): width 210.1
          frame 90 (1.500 s): width 220.7
          """
      ) == nil
    )
    #expect(recorder.warnings.isEmpty)
  }
}
