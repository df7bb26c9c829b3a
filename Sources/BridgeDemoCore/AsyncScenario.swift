import Foundation
import ViewModelKit

/// `async`: an `@Observable` view model's async work (a load on appear, a debounced search, a
/// countdown), run on the host's virtual time.
@MainActor
enum AsyncScenario {
  static func run(_ narration: Narration) async throws -> String {
    narration.heading("async: an @Observable view model's async work, on virtual time")
    narration.line("FruitModel is @Observable. FruitScreen loads it in .task, searches in")
    narration.line(".task(id: model.query) after a 300 ms pause, and counts down with")
    narration.line(
      "Timer.publish(every: 1, on: .main, in: .common). The stub service answers after"
    )
    narration.line("clock.sleep(for: .seconds(1)) on ViewHostClock(). Nothing sleeps: the host's")
    narration.line(
      "clock is the only time, and await host.run(...) runs what it wakes at its frame."
    )
    let model = FruitModel()
    let host = ViewHost(FruitScreen(model: model))
    narration.line()
    narration.line("load on appear")
    report(host, narration, "ViewHost(FruitScreen(model:))", from: 0)
    var first = host.updates.count
    await host.run()
    report(host, narration, "await host.run()", from: first)
    narration.step("", "the load task awaits the service, which waits on the clock")
    first = host.updates.count
    await host.run(for: 0.5)
    report(host, narration, "await host.run(for: 0.5)", from: first)
    first = host.updates.count
    await host.run(for: 0.5)
    report(host, narration, "await host.run(for: 0.5)", from: first)
    narration.step("", "the reply arrived at frame 60; the timer ticked at the same frame")
    narration.step(
      "frames",
      "opacity of the row \"Apples\", inserted with .easeOut(duration: 0.3):"
    )
    let opacities = host.samplesUntilSettled { snapshot in
      snapshot.all("Text").first { $0.text == "Apples" }?.opacity ?? 0
    }
    narration.table(
      ["time", "opacity"],
      opacities.enumerated().filter { $0.offset % 3 == 0 || $0.offset == opacities.count - 1 }
        .map { [Number.seconds($0.element.time), String(format: "%.2f", $0.element.value)] }
    )
    narration.line()
    narration.line("a search field, debounced: each keystroke restarts .task(id: model.query)")
    for query in ["p", "pe", "pea"] {
      first = host.updates.count
      try host.type(query, into: "Search")
      await host.run(for: 0.1)
      report(host, narration, "type \"\(query)\", then await host.run(for: 0.1)", from: first)
    }
    first = host.updates.count
    await host.run(for: 0.2)
    report(host, narration, "await host.run(for: 0.2)", from: first)
    narration.step("", "searches made: \(model.searches) (one for three keystrokes)")
    narration.line()
    narration.line("the countdown: Timer.publish's first date comes one interval after connect")
    first = host.updates.count
    await host.run(for: 0.4)
    report(host, narration, "await host.run(for: 0.4)", from: first)
    first = host.updates.count
    await host.run(for: 1)
    report(host, narration, "await host.run(for: 1)", from: first)
    narration.step(
      "",
      "running tasks: \(host.runningTaskCount) (the search task of the last query ended)"
    )
    return await filmstrip()
  }

  /// What a step did: the time, the screen's texts and the views it recomputed.
  private static func report<Root: View>(
    _ host: ViewHost<Root>,
    _ narration: Narration,
    _ action: String,
    from first: Int
  ) {
    narration.step("t = \(Number.seconds(host.time)) s", action)
    let texts = host.snapshot().all("Text").filter { !$0.isLeaving }.compactMap(\.text)
    narration.step("", "shows " + texts.map { "\"\($0)\"" }.joined(separator: ", "))
    let updates = host.updates[first...].filter(\.isUserDefined)
      .map { "\($0.view) (\($0.cause.rawValue), \(describe($0.transaction.animation)))" }
    if !updates.isEmpty { narration.step("", "recomputed " + updates.joined(separator: ", ")) }
  }

  /// Names the scenario's one animation as it is written.
  private static func describe(_ animation: Animation?) -> String {
    animation == .easeOut(duration: 0.3)
      ? "animation .easeOut(duration: 0.3)" : Describe.animation(animation)
  }

  /// The rows coming in at 1 s.
  private static func filmstrip() async -> String {
    let host = ViewHost(FruitScreen(model: FruitModel()))
    await host.run(for: 1)
    return host.filmstrip(frames: 4, over: 0.3)
  }
}
