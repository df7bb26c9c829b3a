import Testing
import ViewModelKit

// Views shown by an `if` without `else`, as screens write them: a key of a calculator whose
// label is a text or a symbol, a hint, a badge. The `if` makes an `Optional` around the view;
// the view inside is laid out, drawn and tapped as if the `if` were not there.

private struct Key: View {
  let label: String

  var body: some View {
    ZStack {
      if !label.hasPrefix("IMG") {
        Text(label)
      }
      if label.hasPrefix("IMG") {
        Image(systemName: String(label.dropFirst(3)))
      }
    }
    .frame(width: 78, height: 78)
  }
}

private struct Form: View {
  @State private var showsHint = false
  let isNew: Bool

  var body: some View {
    VStack(spacing: 8) {
      Button("Help") { showsHint.toggle() }
      if showsHint {
        Text("Type a title")
      }
      if isNew {
        Circle().frame(width: 10, height: 10)
      }
      if isNew {
        GeometryReader { proxy in Text("Width \(Int(proxy.size.width))") }
          .frame(height: 20)
      }
    }
  }
}

@MainActor
@Suite("Optional content: views inside an if")
struct OptionalContentLayoutTests {
  @Test func aTextOrAnImageInsideAnIfIsPlacedInItsContainer() {
    let text = ViewHost(Key(label: "7"))
    #expect(text.snapshot().first("Text")?.frame == CGRect(x: 191, y: 412, width: 8, height: 20))
    let image = ViewHost(Key(label: "IMGdelete.left"))
    #expect(image.snapshot().first("Image")?.frame == CGRect(x: 185, y: 412, width: 20, height: 20))
  }

  @Test func viewsShownByAnIfAreLaidOutOnTheFirstPassAndAfterAChange() throws {
    let host = ViewHost(Form(isNew: true))
    let snapshot = host.snapshot()
    #expect(snapshot.first("Circle")?.frame.size == CGSize(width: 10, height: 10))
    #expect(snapshot.first("GeometryReader")?.frame.size == CGSize(width: 390, height: 20))
    #expect(snapshot.all("Text").map(\.text) == ["Help", "Width 390"])
    try host.tap("Help")
    let hint = host.snapshot().all("Text").first { $0.text == "Type a title" }
    #expect(hint?.frame.size == CGSize(width: 96, height: 20))
    #expect(hint?.frame.origin.y == 403)  // below "Help" (375 + 20 + 8)
  }
}
