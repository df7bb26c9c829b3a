import Foundation
import ViewModelKit

/// `invalidation`: seed 000's PanelScreen, measured on the host instead of the seed's model.
@MainActor
enum InvalidationScenario {
  static func run(_ narration: Narration) throws -> String {
    narration.heading("invalidation: seed 000's PanelScreen, measured")
    narration.line(
      "The fragment the lesson says \"does not compile\" runs here as written. Each line"
    )
    narration.line("is a ChangeReport from host.measure: what changed, which views recomputed and")
    narration.line("through which trigger, and which were skipped.")
    narration.line()
    let host = ViewHost(PanelScreen())
    let opened = try host.measure("panel-opened") { try host.tap("Details") }
    let enabled = try host.measure("enabled-changed") { try host.toggle("Enabled") }
    narration.line(opened.description)
    narration.line(enabled.description)
    let counts = [opened, enabled].map(\.causeCounts)
      .reduce(into: [UpdateCause: Int]()) { total, counts in
        total.merge(counts, uniquingKeysWith: +)
      }
    for cause in [UpdateCause.local, .parent, .observed, .environment] {
      narration.line("\(cause.rawValue): \(counts[cause, default: 0])")
    }
    narration.line()
    narration.line("The animation is not a trigger: each change reached its views in a transaction")
    narration.line("(the explicit withAnimation, then the implicit .animation(_:value:) below it),")
    narration.line("but the recomputed views are the same as without one:")
    let plain = ViewHost(PanelScreen(animated: false))
    let unanimated = try plain.measure("panel-opened") { try plain.tap("Details") }
    narration.line("  animated:   " + opened.description)
    narration.line("  unanimated: " + unanimated.description)
    narration.line("  same views: \(opened.recomputed == unanimated.recomputed)")
    let panel = host.updates.last { $0.view == "DetailPanel" && $0.cause == .local }
    narration.line(
      "  DetailPanel's local update carried \(Describe.animation(panel?.transaction.animation))"
    )
    return try filmstrip()
  }

  /// The panel opening, drawn over the default animation.
  private static func filmstrip() throws -> String {
    let host = ViewHost(PanelScreen())
    try host.toggle("Enabled")
    return host.filmstrip(frames: 5, over: 0.4)
  }
}
