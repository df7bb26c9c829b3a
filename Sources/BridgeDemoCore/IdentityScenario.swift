import Foundation
import ViewModelKit

/// `identity`: seed 001's card, whose `if`/`else` version replaces one view by another while the
/// fix changes one view's height, which interpolates.
@MainActor
enum IdentityScenario {
  static func run(_ narration: Narration) throws -> String {
    narration.heading("identity: seed 001's card, the if/else bug and its fix")
    narration.line("The cards call Self._printChanges() in their bodies; the unindented lines")
    narration.line(
      "ending in \"changed.\" are what it prints, as SwiftUI prints them to the console."
    )
    narration.line()
    narration.line("The bug: CardView's if/else is _ConditionalContent, two places in the tree.")
    let broken = ViewHost(CardView())
    for line in broken.printedChanges { narration.echo(line) }
    var heights = Set<Double>()
    for direction in ["expand", "collapse"] {
      try tap(broken, label: "card-\(direction)", narration: narration)
      let samples = broken.every(4) { snapshot in
        ["CollapsedCard", "ExpandedCard"]
          .map { type in
            snapshot.first(type)
              .map { card in
                heights.insert(Double(card.frame.height))
                let state = card.isLeaving ? "leaving" : "shown"
                return "\(Number.whole(card.frame.height)) \(state) "
                  + "\(Number.oneDecimal(card.opacity * 100))%"
              } ?? "-"
          }
      }
      narration.table(["t (s)", "CollapsedCard", "ExpandedCard"], samples, keyColumns: 1)
    }
    let seen = heights.sorted().map { Number.whole($0) }.joined(separator: " and ")
    narration.line("  The cards' heights in these frames: \(seen), nothing in between. One card")
    narration.line("  fades out while the other fades in: a removal and an insertion, not an")
    narration.line("  animation of the card's height.")
    narration.line()
    narration.line("The fix: one VStack whose maxHeight changes from 60 to .infinity.")
    let fixed = ViewHost(FixedCardView())
    for line in fixed.printedChanges { narration.echo(line) }
    for direction in ["expand", "collapse"] {
      try tap(fixed, label: "card-\(direction)", narration: narration)
      let samples = fixed.every(4) { snapshot in
        [snapshot.first("FixedCardView").map { Number.oneDecimal($0.frame.height) } ?? "-"]
      }
      narration.table(["t (s)", "FixedCardView height"], samples, keyColumns: 1)
    }
    narration.line("  The height passes through every value between: the same view, interpolated")
    narration.line(
      "  along the spring both ways; its body's Text fades with .transition(.opacity)."
    )
    narration.line()
    narration.line(
      "The filmstrip (--svg) draws the bug's expansion once more, five frames in 0.4 s:"
    )
    let firstPrinted = broken.printedChanges.count
    try broken.tap("Release notes")
    for line in broken.printedChanges[firstPrinted...] { narration.echo(line) }
    return broken.filmstrip(frames: 5, over: 0.4)
  }

  private static func tap<Root: View>(
    _ host: ViewHost<Root>,
    label: String,
    narration: Narration
  ) throws {
    narration.line()
    narration.line("tap \"Release notes\" (\(label)):")
    let firstPrinted = host.printedChanges.count
    let report = try host.measure(label) { try host.tap("Release notes") }
    for line in host.printedChanges[firstPrinted...] { narration.echo(line) }
    narration.step("recomputed", report.description)
  }

  /// The bug on a fresh host: the card expanding, drawn as five frames.
  private static func filmstrip() throws -> String {
    let host = ViewHost(CardView())
    try host.tap("Release notes")
    return host.filmstrip(frames: 5, over: 0.4)
  }
}

extension ViewHost {
  /// Rows of the time and `cells`, now and every `frames` frames until no animation runs.
  fileprivate func every(
    _ frames: Int,
    _ cells: (ViewSnapshot) -> [String]
  ) -> [[String]] {
    var rows = [[Number.seconds(time)] + cells(snapshot())]
    while isAnimating && rows.count < 100 {
      advance(frames: frames)
      rows.append([Number.seconds(time)] + cells(snapshot()))
    }
    return rows
  }
}
