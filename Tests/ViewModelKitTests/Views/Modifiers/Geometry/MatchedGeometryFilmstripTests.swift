import Testing
import ViewModelKit

/// A thumbnail that opens into a card, as in the demo.
private struct Thumbnail: View {
  @Namespace private var card
  @State private var isOpen = false

  var body: some View {
    ZStack {
      if isOpen {
        Color.blue.matchedGeometryEffect(id: "card", in: card)
          .frame(width: 300, height: 200).position(x: 195, y: 400)
      } else {
        Color.blue.matchedGeometryEffect(id: "card", in: card)
          .frame(width: 100, height: 60).position(x: 100, y: 100)
      }
      Button("Open") { withAnimation(.linear(duration: 1)) { isOpen.toggle() } }
        .position(x: 195, y: 800)
    }
  }
}

@MainActor
@Suite("matchedGeometryEffect in pictures")
struct MatchedGeometryFilmstripTests {
  @Test func filmstripDrawsBothViewsAtTheInterpolatedFrames() throws {
    let host = ViewHost(Thumbnail())
    try host.tap("Open")
    let strip = host.filmstrip(frames: 3, over: 1)
    // At 0 s both are at the thumbnail's frame; half way both are half way (the linear
    // interpolation of 50,70 100×60 and 45,300 300×200), cross-fading; at 1 s both are the card.
    let expected = [
      ##"<rect x="50" y="70" width="100" height="60" fill="#007aff" class="leaving"/>"##,
      ##"<rect x="50" y="70" width="100" height="60" fill="#007aff" opacity="0"/>"##,
      ##"<rect x="47.5" y="185" width="200" height="130" fill="#007aff" opacity="0.5" "##
        + ##"class="leaving"/>"##,
      ##"<rect x="47.5" y="185" width="200" height="130" fill="#007aff" opacity="0.5"/>"##,
      ##"<rect x="45" y="300" width="300" height="200" fill="#007aff" opacity="0" "##
        + ##"class="leaving"/>"##,
      ##"<rect x="45" y="300" width="300" height="200" fill="#007aff"/>"##,
    ]
    let lines = strip.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains("#007aff") } == expected)
  }
}
