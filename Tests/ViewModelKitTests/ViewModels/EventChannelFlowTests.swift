import Foundation
import Testing
import ViewModelKit

// Seed 002 in the channel form: one channel with an event enum replaces the two subjects and the
// forwarding methods; the view runs no withAnimation, the event carries its animation.

private final class ContentViewModel: ObservableObject {
  @Published var shouldExpand: Bool = false
  @Published var buttonTitle: String = "Collapse"

  let rectangleViewModel = RectangleViewModel()

  func didClick() {
    if shouldExpand {
      rectangleViewModel.expandView()
    } else {
      rectangleViewModel.collapseView()
    }
    buttonTitle = shouldExpand ? "Collapse" : "Expand"
    shouldExpand.toggle()
  }
}

private final class RectangleViewModel: ObservableObject {
  enum Event { case expand, collapse }

  @Published var width: CGFloat = .infinity
  let events = EventChannel<Event>(name: "RectangleViewModel.events")

  func expandView() { events.send(.expand, animation: .easeOut(duration: 0.2)) }

  func collapseView() { events.send(.collapse, animation: .easeOut(duration: 0.2)) }

  func apply(_ event: Event) {
    width = event == .collapse ? 200 : .infinity
  }
}

private struct ContentView: View {
  @StateObject var viewModel = ContentViewModel()

  var body: some View {
    VStack {
      Button(viewModel.buttonTitle, action: viewModel.didClick)
      RectangleView(viewModel: viewModel.rectangleViewModel)
    }
  }
}

private struct RectangleView: View {
  @ObservedObject var viewModel: RectangleViewModel

  var body: some View {
    Rectangle()
      .fill(Color.yellow)
      .frame(maxWidth: viewModel.width, maxHeight: 100)
      .onEvent(viewModel.events) { viewModel.apply($0) }
  }
}

@MainActor
@Suite("Seed 002's flow in the channel form, recorded")
struct EventChannelFlowTests {
  @Test func aTapSendsOneEventThatCarriesItsAnimation() throws {
    let model = ContentViewModel()
    let recorder = FlowRecorder(ViewHost(ContentView(viewModel: model)))
    try recorder.host.tap("Collapse")
    recorder.sample("width", advancingBy: 0.1) { $0.first("Rectangle")?.frame.width }
    try recorder.host.settle()
    try recorder.host.tap("Expand")
    recorder.sample("width", advancingBy: 0.05) { $0.first("Rectangle")?.frame.width }
    let easeOut = "BezierAnimation(duration: 0.2, curve: (0.0, 0.0), (0.58, 1.0))"
    #expect(
      recorder.mismatch(
        expected: """
          send RectangleViewModel.events: collapse, animation \(easeOut)
          pass 2, animation \(easeOut): width changed → RectangleView observed
          pass 3, no animation: buttonTitle, shouldExpand changed → ContentView observed
          frame 0 (0.000 s): width 390.0
          frame 1 (0.017 s): width 364.4
          frame 2 (0.033 s): width 340.5
          frame 3 (0.050 s): width 318.2
          frame 4 (0.067 s): width 297.2
          frame 5 (0.083 s): width 277.8
          frame 6 (0.100 s): width 259.9
          send RectangleViewModel.events: expand, animation \(easeOut)
          pass 4, animation \(easeOut): width changed → RectangleView observed
          pass 5, no animation: buttonTitle, shouldExpand changed → ContentView observed
          frame 13 (0.217 s): width 200.0
          frame 14 (0.233 s): width 225.6
          frame 15 (0.250 s): width 249.5
          frame 16 (0.267 s): width 271.8
          """
      ) == nil
    )
    #expect(recorder.events.map(\.event) == ["collapse", "expand"])
  }

  @Test func anEventSentFromTestCodeIsRecordedInsideRun() throws {
    let model = ContentViewModel()
    let recorder = FlowRecorder(ViewHost(ContentView(viewModel: model)))
    recorder.run { model.rectangleViewModel.collapseView() }
    model.rectangleViewModel.expandView()  // sent outside the host's work: not recorded
    recorder.host.flush()
    let easeOut = "BezierAnimation(duration: 0.2, curve: (0.0, 0.0), (0.58, 1.0))"
    #expect(
      recorder.mismatch(
        expected: """
          send RectangleViewModel.events: collapse, animation \(easeOut)
          pass 2, animation \(easeOut): width changed → RectangleView observed
          pass 3, animation \(easeOut): width changed → RectangleView observed
          """
      ) == nil
    )
  }
}
