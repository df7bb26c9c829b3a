import Testing
import ViewModelKit

private struct StatusDot: View {
  @State private var isOnline = false

  var body: some View {
    VStack {
      Circle()
        .fill(isOnline ? Color.green : Color.red)
        .frame(width: 10, height: 10)
      Button("Connect") {
        withAnimation(.linear(duration: 1)) { isOnline = true }
      }
    }
  }
}

@MainActor
@Suite("Colour animation")
struct ColorAnimationTests {
  @Test func aShapesColourAnimatesInLinearLight() throws {
    let host = ViewHost(StatusDot(), size: CGSize(width: 100, height: 100))
    #expect(host.snapshot().first("Circle")?.fill == .red)
    try host.tap("Connect")
    host.advance(frames: 30)
    let dot = try #require(host.snapshot().first("Circle"))
    let red = Color.red.resolve()
    let green = Color.green.resolve()
    var middle = red
    middle.animatableData =
      red.animatableData + (green.animatableData - red.animatableData).scaled(by: 0.5)
    #expect(dot.fill == Color(middle))
    #expect(dot.drawings.first?.paint == .color(Color(middle)))
    #expect(dot.isAnimating)
    #expect(drawnElements(host.svg())[0].hasSuffix(##"Z" fill="\##(hex(middle))"/>"##))
    try host.settle()
    #expect(host.snapshot().first("Circle")?.fill == .green)
  }

  private func hex(_ color: Color.Resolved) -> String {
    "#" + String(color.description.dropFirst().prefix(6)).lowercased()
  }
}

private struct SelectableRow: View {
  @State private var isSelected = false

  var body: some View {
    Button("Row") {
      withAnimation(.linear(duration: 0.5)) { isSelected.toggle() }
    }
    .padding(8)
    .background(isSelected ? Color.blue : Color.clear)
  }
}

@MainActor
@Suite("Colour view animation")
struct ColorViewAnimationTests {
  @Test func aBackgroundColourAnimatesToo() throws {
    let host = ViewHost(SelectableRow(), size: CGSize(width: 100, height: 100))
    #expect(host.snapshot().first("Color")?.fill == .clear)
    try host.tap("Row")
    host.advance(frames: 15)
    let background = try #require(host.snapshot().first("Color"))
    let (clear, blue) = (Color.clear.resolve(), Color.blue.resolve())
    var middle = clear
    middle.animatableData =
      clear.animatableData + (blue.animatableData - clear.animatableData).scaled(by: 0.5)
    #expect(background.fill == Color(middle))
    #expect(background.isAnimating)
    try host.settle()
    #expect(host.snapshot().first("Color")?.fill == .blue)
    #expect(host.snapshot().first("Color")?.isAnimating == false)
  }
}
