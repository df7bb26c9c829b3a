import Foundation
import ViewModelKit

/// `animatable`: seed 004, where a shape with `animatableData` is redrawn at every frame (one
/// without jumps), an implicit animation follows only its value, and a transaction declines one.
@MainActor
enum AnimatableScenario {
  static func run(_ narration: Narration) throws -> String {
    narration.heading("animatable: seed 004's Wedge, an implicit animation, a transaction")
    try wedges(narration)
    try chevron(narration)
    try declining(narration)
    try KeyframeCard.run(narration)
    try MatchedGeometryCard.show(narration)
    return try filmstrip()
  }

  private static func wedges(_ narration: Narration) throws {
    for animatable in [true, false] {
      let log = PathLog()
      let host = ViewHost(Pie(animatable: animatable, log: log))
      let name = animatable ? "Wedge (animatableData)" : "StaticWedge (no animatableData)"
      narration.line()
      narration.line("\(name): withAnimation(.linear(duration: 0.5)) { progress = 1 }")
      var calls = log.count
      try host.tap("Fill")
      var rows: [[String]] = []
      for frame in 0...30 {
        if frame > 0 { host.advance(frames: 1) }
        guard frame % 5 == 0 else { continue }
        rows.append([
          Number.seconds(host.time),
          String(log.count - calls),
          log.last.map { Number.oneDecimal($0) } ?? "-",
        ])
        calls = log.count
      }
      narration.table(["t (s)", "path(in:) calls", "endAngle drawn (deg)"], rows)
    }
    narration.line(
      "  Wedge: path(in:) runs at every frame with the interpolated angle, and sweeps."
    )
    narration.line("  StaticWedge: its angle has no halfway; it is drawn once, at 360, and jumps.")
  }

  private static func chevron(_ narration: Narration) throws {
    narration.line()
    narration.line(
      "Chevron: .rotationEffect(...).animation(.spring(duration: 0.4), value: isExpanded)"
    )
    let host = ViewHost(Chevron())
    let start = host.snapshot().first("Rectangle")?.frame.minX ?? 0
    try host.tap("Count")
    let moved = host.snapshot().first("Rectangle")
    narration.step(
      "tap Count",
      "x \(Number.whole(start)) -> \(Number.whole(moved?.frame.minX ?? 0)) in the first frame, "
        + "animating: \(moved?.isAnimating ?? false) (count is not the animation's value)"
    )
    try host.tap("Expand")
    narration.step("tap Expand", "isExpanded changes: the rotation follows the spring")
    var rows: [[String]] = []
    for frame in stride(from: 0, through: 30, by: 3) {
      if frame > 0 { host.advance(frames: 3) }
      let rectangle = host.snapshot().first("Rectangle")
      rows.append([
        Number.seconds(host.time), Number.oneDecimal(rectangle?.rotation.degrees ?? 0),
      ])
    }
    narration.table(["t (s)", "rotation (deg)"], rows)
  }

  private static func declining(_ narration: Narration) throws {
    narration.line()
    narration.line(
      "A parent's withAnimation(.easeInOut(duration: 2)) and a child that declines it:"
    )
    narration.line(
      "  Color.red.frame(...).transaction { transaction in transaction.animation = nil }"
    )
    let host = ViewHost(DecliningRow())
    try host.tap("Switch")
    var rows: [[String]] = []
    for frame in stride(from: 0, through: 120, by: 20) {
      if frame > 0 { host.advance(frames: 20) }
      let colors = host.snapshot().all("Color")
      rows.append(
        [Number.seconds(host.time)] + colors.map { Number.oneDecimal($0.frame.width) }
      )
    }
    narration.table(["t (s)", "blue width (follows)", "red width (declines)"], rows)
    narration.line(
      "  The red bar is at 300 in the first frame; the blue one takes the two seconds."
    )
  }

  /// The wedge sweeping, drawn as six frames.
  private static func filmstrip() throws -> String {
    let host = ViewHost(Pie(animatable: true, log: PathLog()))
    try host.tap("Fill")
    return host.filmstrip(frames: 6, over: 0.5)
  }
}
