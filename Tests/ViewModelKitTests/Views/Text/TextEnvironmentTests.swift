import Foundation
import Testing
import ViewModelKit

private struct Card: View {
  var body: some View {
    VStack {
      Text("Title")
      Text("Note").font(.caption)
    }
    .font(.title)
  }
}

@MainActor
@Suite("Text environment")
struct TextEnvironmentTests {
  @Test func aFontOnAStackChangesItsTextsUnlessTheyHaveTheirOwn() {
    let host = ViewHost(Card())
    // "Title" at 28 points: ⌈5 × 13.18⌉ × ⌈32.94⌉; "Note" at 12: ⌈4 × 5.65⌉ × ⌈14.12⌉.
    #expect(
      host.snapshot().description == """
        Card (162, 394, 66, 56)
          VStack (162, 394, 66, 56)
            Text "Title" font(title) (162, 394, 66, 33)
            Text "Note" font(caption) (183.5, 435, 23, 15)
        """
    )
    #expect(
      host.treeDescription() == """
        Card
          .font(title)
            VStack
              Text "Title"
              Text "Note" font(caption)
        """
    )
  }

  @Test func viewModifiersReachEveryTextBelowThem() throws {
    let host = ViewHost(
      VStack {
        Text("a")
        Text("b").bold(false)
      }
      .bold()
      .italic()
      .fontWeight(.heavy)
      .foregroundColor(Color(red: 1, green: 0, blue: 0))
      .underline()
    )
    let texts = host.snapshot().all("Text")
    #expect(
      texts.map(\.textRuns[0].attributes) == [
        "fontWeight(heavy) bold italic foregroundColor(#ff0000) underline",
        "fontWeight(heavy) bold(false) italic foregroundColor(#ff0000) underline",
      ]
    )
    #expect(texts.map(\.textRuns[0].weight) == [.heavy, .heavy])
  }

  @Test func aChangedFontResizesTheTextsBelow() throws {
    struct Screen: View {
      @State var isLarge = false
      var body: some View {
        VStack {
          Text("Hi")
          Button("Grow") { isLarge = true }.font(.body)
        }
        .font(isLarge ? .largeTitle : nil)
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("Text")?.frame.size == CGSize(width: 16, height: 20))
    try host.tap("Grow")
    let hi = host.snapshot().first("Text")
    #expect(hi?.frame.size == CGSize(width: 32, height: 40))
    #expect(hi?.textRuns.first?.font == .largeTitle)
    #expect(host.snapshot().all("Text").last?.frame.size == CGSize(width: 32, height: 20))
  }

  @Test func textCaseChangesTheShownStringAndItsSize() {
    let host = ViewHost(Text("Settings").textCase(.uppercase))
    let text = host.snapshot().first("Text")
    #expect(text?.text == "SETTINGS")
    #expect(text?.frame.size == CGSize(width: 64, height: 20))
    #expect(
      host.treeDescription() == """
        .textCase(uppercase)
          Text "Settings"
        """
    )
  }

  @Test func lineLimitTruncationAndScalingFollowTheEnvironment() {
    let line = "one two three four five"
    func frame<V: View>(_ view: V) -> (String?, CGSize?) {
      let text = ViewHost(view.frame(width: 80)).snapshot().first("Text")
      return (text?.text, text?.frame.size)
    }
    let tail = ViewHost(Text(line).lineLimit(1).frame(width: 80))
    #expect(tail.snapshot().first("Text")?.frame.size == CGSize(width: 80, height: 20))
    #expect(frame(Text(line).lineLimit(2)).1 == CGSize(width: 80, height: 40))
    #expect(frame(Text(line).lineLimit(...2)).1 == CGSize(width: 80, height: 40))
    #expect(frame(Text("Hi").lineLimit(2, reservesSpace: true)).1 == CGSize(width: 16, height: 40))
    #expect(frame(Text("Hi").lineLimit(3...)).1 == CGSize(width: 16, height: 60))
    #expect(frame(Text(line).lineLimit(2...4)).1 == CGSize(width: 80, height: 60))
    #expect(
      frame(Text(line).lineLimit(1).minimumScaleFactor(0.3)).1 == CGSize(width: 80, height: 9)
    )
    #expect(frame(Text("Hi\nthere").lineSpacing(6)).1 == CGSize(width: 40, height: 46))
  }

  @Test func badSizesGiveEmptyOrClampedTextsAndDrawWithoutFailing() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("Hi").font(.system(size: -4))
        Text("Hi").font(.system(size: .nan))
        Text("a\nb\nc").lineSpacing(-100)
        Text("Hi").environment(\.minimumScaleFactor, -1).lineLimit(1).frame(width: 8)
      },
      size: CGSize(width: 100, height: 100)
    )
    let sizes = host.snapshot().all("Text").map(\.frame.size)
    // The last shrinks to 8.5 points (the factor is clamped to 0.01, not refused).
    #expect(sizes == [.zero, .zero, CGSize(width: 8, height: 0), CGSize(width: 8, height: 10)])
    #expect(host.svg().contains(#"font-size="0""#))
  }

  @Test func recordedModifiersShowInTheTree() {
    let host = ViewHost(
      Text("Code")
        .textSelection(.enabled)
        .dynamicTypeSize(.xxLarge)
        .allowsTightening(true)
        .truncationMode(.middle)
        .multilineTextAlignment(.center)
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .monospacedDigit()
        .kerning(1)
    )
    #expect(
      host.treeDescription() == """
        .kerning(1)
          .monospacedDigit()
            .minimumScaleFactor(0.5)
              .lineLimit(1)
                .multilineTextAlignment(center)
                  .truncationMode(middle)
                    .allowsTightening(true)
                      .dynamicTypeSize(xxLarge)
                        .textSelection(enabled)
                          Text "Code"
        """
    )
  }

  @Test func theEnvironmentCanBeRead() {
    struct Probe: View {
      @Environment(\.font) var font
      @Environment(\.truncationMode) var truncationMode
      @Environment(\.lineSpacing) var lineSpacing
      var body: some View {
        Text(
          "\(font.map(\.description) ?? "nil") \(String(describing: truncationMode)) \(lineSpacing)"
        )
      }
    }
    let host = ViewHost(Probe().font(.footnote).truncationMode(.head).lineSpacing(2))
    #expect(host.snapshot().first("Text")?.text == "footnote head 2.000000")
  }
}
