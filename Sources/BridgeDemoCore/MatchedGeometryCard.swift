import Foundation
import ViewModelKit

/// A thumbnail that opens into a large card: two views of one matched-geometry group, each a
/// rounded rectangle with a title that wraps to the card's width.
struct HeroCard: View {
  @Namespace private var card
  @State private var isOpen = false

  var body: some View {
    ZStack {
      if isOpen {
        face.frame(width: 300, height: 200).position(x: 195, y: 400)
      } else {
        face.frame(width: 100, height: 60).position(x: 100, y: 100)
      }
      Button(isOpen ? "Close" : "Open") {
        withAnimation(.easeInOut(duration: 0.5)) { isOpen.toggle() }
      }
      .position(x: 195, y: 800)
    }
  }

  private var face: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 16).fill(.blue)
      Text("Weekend in the mountains")
    }
    .matchedGeometryEffect(id: "card", in: card)
  }
}

/// `animatable`'s matched-geometry card: the card's frame and both views' opacities, per frame.
@MainActor
enum MatchedGeometryCard {
  static func show(_ narration: Narration) throws {
    narration.line()
    narration.line(
      "Matched geometry: @Namespace and .matchedGeometryEffect(id: \"card\", in: card)"
    )
    narration.line("  a 100×60 thumbnail at (100, 100) opens into a 300×200 card at (195, 400)")
    let host = ViewHost(HeroCard())
    try host.tap("Open")
    narration.step(
      "tap Open",
      "withAnimation(.easeInOut(duration: 0.5)): the card grows from the thumbnail's frame"
    )
    var rows: [[String]] = []
    for frame in 0...30 {
      if frame > 0 { host.advance(frames: 1) }
      guard frame % 5 == 0 else { continue }
      let shapes = host.snapshot().all("RoundedRectangle")
      guard let card = shapes.first(where: { !$0.isLeaving }) else { continue }
      let thumbnail = shapes.first(where: \.isLeaving)
      let title = host.snapshot().all("Text").first { !$0.isLeaving && $0.text != "Close" }
      rows.append([
        Number.seconds(host.time),
        Number.oneDecimal(card.frame.minX), Number.oneDecimal(card.frame.minY),
        Number.oneDecimal(card.frame.width), Number.oneDecimal(card.frame.height),
        String(format: "%.2f", card.opacity),
        thumbnail.map { String(format: "%.2f", $0.opacity) } ?? "-",
        title.map { String(Int(($0.frame.height / 20).rounded())) } ?? "-",
      ])
    }
    narration.table(
      ["t (s)", "x", "y", "width", "height", "card opacity", "thumbnail opacity", "title lines"],
      rows
    )
    narration.line(
      "  The leaving thumbnail has the same frame at every frame, fading out as the card fades in;"
    )
    narration.line(
      "  the title is laid out again in each frame's width: 3 lines, then 2, then 1."
    )
  }
}
