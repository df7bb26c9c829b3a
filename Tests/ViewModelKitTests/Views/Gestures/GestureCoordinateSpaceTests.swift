import Testing
import ViewModelKit

// A sketch pad that reports where a stroke ended in the space it was asked for, and a card
// whose drag a lock turns off by giving `gesture(_:)` no gesture.

private struct SketchPad: View {
  let space: CoordinateSpace
  @State private var reading = "none"

  var body: some View {
    VStack(spacing: 0) {
      Text(reading).frame(width: 300, height: 40)
      Text("Pen")
        .frame(width: 100, height: 100)
        .gesture(
          DragGesture(minimumDistance: 0, coordinateSpace: space)
            .onEnded { value in
              reading =
                "\(Int(value.startLocation.x)),\(Int(value.startLocation.y))"
                + " to \(Int(value.location.x)),\(Int(value.location.y))"
            }
        )
        .frame(width: 300, height: 300)
        .coordinateSpace(name: "pad")
    }
  }
}

private struct LockableCard: View {
  @State private var isLocked = false
  @State private var moves = 0

  var drag: some Gesture {
    DragGesture(minimumDistance: 5, coordinateSpace: .local).onEnded { _ in moves += 1 }
  }

  var body: some View {
    VStack {
      Text("Moves: \(moves)")
      Toggle("Locked", isOn: $isLocked)
      Text("Card")
        .frame(width: 200, height: 100)
        .gesture(isLocked ? nil : drag)
    }
  }
}

@MainActor
@Suite("Gesture coordinate spaces")
struct GestureCoordinateSpaceTests {
  // The screen is 390×400; the pad's stack (300×340) is centred at (45, 30), the pad below its
  // 40-point readout at (45, 70), the pen in the pad's middle at (145, 170). A drag starts at
  // the pen's centre, (195, 220) on the screen, and moves 30 points right.

  @Test func aLocalDragReportsLocationsInTheViewsOwnSpace() throws {
    let host = ViewHost(SketchPad(space: .local), size: CGSize(width: 390, height: 400))
    try host.drag("Pen", by: CGSize(width: 30, height: 0))
    #expect(shownTexts(host).first == "50,50 to 80,50")
  }

  @Test func aGlobalDragReportsLocationsOnTheScreen() throws {
    let host = ViewHost(SketchPad(space: .global), size: CGSize(width: 390, height: 400))
    try host.drag("Pen", by: CGSize(width: 30, height: 0))
    #expect(shownTexts(host).first == "195,220 to 225,220")
  }

  @Test func aNamedDragReportsLocationsInTheNamedSpaceAroundIt() throws {
    let host = ViewHost(SketchPad(space: .named("pad")), size: CGSize(width: 390, height: 400))
    try host.drag("Pen", by: CGSize(width: 30, height: 0))
    #expect(shownTexts(host).first == "150,150 to 180,150")
  }

  @Test func theIOS17SpellingNamesTheSameSpaces() {
    #expect(DragGesture(coordinateSpace: .global).coordinateSpace == .global)
    #expect(DragGesture(coordinateSpace: .named("pad")).coordinateSpace == .named("pad"))
    #expect(DragGesture().coordinateSpace == .local)
    #expect(DragGesture(minimumDistance: 0).minimumDistance == 0)
  }

  @Test func aNilGestureTurnsTheDragOff() throws {
    let host = ViewHost(LockableCard())
    try host.drag("Card", by: CGSize(width: 60, height: 0))
    #expect(shownTexts(host).first == "Moves: 1")
    try host.toggle("Locked")
    try host.drag("Card", by: CGSize(width: 60, height: 0))
    #expect(shownTexts(host).first == "Moves: 1")
    try host.toggle("Locked")
    try host.drag("Card", by: CGSize(width: 60, height: 0))
    #expect(shownTexts(host).first == "Moves: 2")
  }
}
