import Foundation
import ViewModelKit

/// `channel`: seed 002's flow with one event channel, told like `view-callback`, then compared
/// with the seed's form frame by frame, line by line, and across a `receive(on:)` hop.
@MainActor
enum ChannelScenario {
  static func run(_ narration: Narration) throws -> String {
    narration.heading("channel: one EventChannel instead of two subjects, side by side")
    narration.line("RectangleViewModel sends events.send(.collapse, animation: .spring); the view")
    narration.line(
      "applies it in .onEvent(viewModel.events) { viewModel.apply($0) }, no withAnimation."
    )
    let content = ChannelForm.ContentViewModel()
    let observer = ChannelObserver(content: content, narration: narration)
    let host = ViewHost(ChannelForm.ContentView(viewModel: content))
    let seed = ViewHost(ContentView())
    for (number, title) in [(1, "Collapse"), (2, "Expand")] {
      narration.line()
      narration.line("click \(number) at t = \(Number.seconds(host.time)) s: tap \"\(title)\"")
      narration.step("tap", "Button \"\(title)\" runs its action, viewModel.didClick")
      let firstUpdate = host.updates.count
      let firstWarning = host.warnings.count
      let report = try host.measure("click \(number)") { try host.tap(title) }
      narration.step("recomputed", report.description)
      for update in host.userUpdates(from: firstUpdate) { narration.step("", update) }
      for warning in host.warnings(from: firstWarning) { narration.step("warning", warning) }
      try seed.tap(title)
      sideBySide(seed: seed, channel: host, narration: narration)
    }
    withExtendedLifetime(observer) {}
    compare(narration)
    return try filmstrip()
  }

  /// The two forms' widths every three frames until both settle.
  private static func sideBySide(
    seed: ViewHost<ContentView>,
    channel: ViewHost<ChannelForm.ContentView>,
    narration: Narration
  ) {
    func width<Root: View>(_ host: ViewHost<Root>) -> String {
      Number.oneDecimal(host.snapshot().first("Rectangle")?.frame.width ?? -1)
    }
    var rows: [[String]] = []
    var frame = 0
    repeat {
      rows.append([String(frame), width(seed), width(channel)])
      seed.advance(frames: 3)
      channel.advance(frames: 3)
      frame += 3
    } while (seed.isAnimating || channel.isAnimating) && frame <= 300
    rows.append([String(frame), width(seed), width(channel)])
    narration.step("frames", "the width, the seed's form (.default) beside the channel (.spring):")
    narration.table(["frame", "seed width", "channel width"], rows, keyColumns: 1)
  }

  private static func compare(_ narration: Narration) {
    narration.line()
    narration.line(
      "Compared (RectangleViewModel + RectangleView, lines without blanks or comments):"
    )
    narration.table(
      ["", "seed's form", "channel form"],
      [
        ["lines", String(LineCounts.seed), String(LineCounts.channel)],
        ["publishers", "2 subjects", "1 EventChannel<Event>"],
        ["view model methods", "2 forwarding + 2 events", "2 sends + apply"],
        ["view modifiers", "2 onReceive", "1 onEvent"],
        ["animation chosen by", "the view", "the view model"],
      ]
    )
    narration.line()
    narration.line("Across receive(on:) a TestScheduler driven by the host (one virtual clock):")
    narration.table(
      ["sent as", "arrives with", "width at 0.100 s"],
      HopExperiment.Route.allCases.map { route in [route.title] + HopExperiment.run(route) }
    )
    narration.line(
      "  withAnimation only sets the transaction while its closure runs: a hop moves the"
    )
    narration.line(
      "  value to later, outside it. The channel's event carries its transaction along."
    )
  }

  /// The channel form's first click on a fresh host, six frames over half a second.
  private static func filmstrip() throws -> String {
    let host = ViewHost(ChannelForm.ContentView())
    try host.tap("Collapse")
    return host.filmstrip(frames: 6, over: 0.5)
  }
}

/// How many lines each form's rectangle view model and view take (checked by a test).
enum LineCounts {
  static let seed = 35
  static let channel = 19
}
