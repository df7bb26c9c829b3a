import Foundation
import ViewModelKit

/// `view-callback`: seed 002 as written, on the host, narrated step by step.
@MainActor
enum ViewCallbackScenario {
  static func run(_ narration: Narration) throws -> String {
    narration.heading("view-callback: seed 002, the View Callback pattern, on ViewHost")
    narration.line(
      "ContentView's button calls ContentViewModel.didClick, which forwards to the child"
    )
    narration.line(
      "RectangleViewModel; its subject reaches RectangleView's onReceive, which applies"
    )
    narration.line("the change inside withAnimation. The code is the article's, imports replaced.")
    let content = ContentViewModel()
    // Subscribed before the views, so each step is told before the view acts on it.
    let observer = CallbackObserver(content: content, narration: narration)
    let host = ViewHost(ContentView(viewModel: content))
    narration.line()
    narration.line("on screen: button \"\(content.buttonTitle)\", rectangle width \(width(host))")
    let samples = try click(1, host: host, content: content, narration: narration)
    narration.line()
    narration.line("The rectangle's width per frame (click 1, \(Describe.animation(.default))):")
    narration.table(
      ["frame", "t (s)", "width"],
      samples.enumerated()
        .map {
          [String($0.offset), Number.seconds($0.element.time), Number.oneDecimal($0.element.value)]
        },
      keyColumns: 2
    )
    narration.line()
    narration.plot(samples, unit: "width")
    _ = try click(2, host: host, content: content, narration: narration)
    narration.line()
    narration.line("final snapshot (t = \(Number.seconds(host.time)) s):")
    for line in host.snapshot().description.split(separator: "\n") { narration.line("  " + line) }
    withExtendedLifetime(observer) {}
    return try filmstrip()
  }

  /// Taps the button and tells every step, then the frames of the animation it started.
  private static func click(
    _ number: Int,
    host: ViewHost<ContentView>,
    content: ContentViewModel,
    narration: Narration
  ) throws -> [(time: Double, value: Double)] {
    let title = content.buttonTitle
    narration.line()
    narration.line("click \(number) at t = \(Number.seconds(host.time)) s: tap \"\(title)\"")
    narration.step("tap", "Button \"\(title)\" runs its action, viewModel.didClick")
    let firstUpdate = host.updates.count
    let firstWarning = host.warnings.count
    let report = try host.measure("click \(number)") { try host.tap(title) }
    narration.step("recomputed", report.description)
    for update in host.userUpdates(from: firstUpdate) { narration.step("", update) }
    for warning in host.warnings(from: firstWarning) { narration.step("warning", warning) }
    let samples = host.samplesUntilSettled { Double($0.first("Rectangle")?.frame.width ?? -1) }
    let first = samples.first?.value ?? 0
    let last = samples.last?.value ?? 0
    narration.step(
      "frames",
      "\(samples.count - 1) frames: width \(Number.oneDecimal(first)) -> "
        + "\(Number.oneDecimal(last)) by t = \(Number.seconds(host.time)) s; "
        + "the title changed in the first frame, without animation"
    )
    return samples
  }

  private static func width(_ host: ViewHost<ContentView>) -> String {
    Number.oneDecimal(host.snapshot().first("Rectangle")?.frame.width ?? -1)
  }

  /// The first click again on a fresh host, drawn as six frames over half a second.
  private static func filmstrip() throws -> String {
    let host = ViewHost(ContentView())
    try host.tap("Collapse")
    return host.filmstrip(frames: 6, over: 0.5)
  }
}
