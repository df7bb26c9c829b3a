import Foundation
import Testing
import ViewModelKit

private let green = Color(red: 0, green: 0.5, blue: 0)

/// A model that makes its label off the main actor, as SwiftUI allows: `Text` is a `Sendable`
/// value whose initialisers and modifiers are not main-actor isolated.
private struct Badge: Sendable {
  let count: Int

  var label: Text { Text("\(count)").bold() + Text(" new").foregroundColor(.red) }
}

@MainActor
@Suite("Text")
struct TextTests {
  @Test func modifiersThatReturnTextKeepATextThatCanBeJoined() {
    let done: Text = Text("Done").font(.headline).foregroundColor(green).strikethrough()
    let styled: Text = Text("x").fontWeight(.bold).fontDesign(.serif).fontWidth(.expanded)
      .bold(false).italic(true).monospaced().monospacedDigit().kerning(1).tracking(2)
      .baselineOffset(3).underline(pattern: .dash, color: .red).foregroundStyle(Color.blue)
    let joined: Text = Text("a").bold() + Text("b").italic() + done + styled
    let host = ViewHost(joined)
    #expect(host.snapshot().first("Text")?.text == "abDonex")
  }

  @Test func aTextCanBeMadeOffTheMainActor() async {
    let label = await Task.detached { Badge(count: 3).label }.value
    #expect(
      ViewHost(label).treeDescription()
        == #"Text "3 new": "3" bold + " new" foregroundColor(#ff3b30)"#
    )
  }

  @Test func aPlainTextKeepsItsSnapshotLine() {
    #expect(ViewHost(Text("Ready")).treeDescription() == #"Text "Ready""#)
  }

  @Test func aStyledTextShowsItsAttributesInTheTree() {
    let host = ViewHost(Text("Done").font(.headline).foregroundColor(green).strikethrough())
    #expect(
      host.treeDescription()
        == #"Text "Done" font(headline) foregroundColor(#008000) strikethrough"#
    )
  }

  @Test func joinedTextShowsTheJoinedStringAndItsRuns() throws {
    let host = ViewHost(Text("a").bold() + Text("b") + Text("c").underline(color: .red))
    #expect(
      host.treeDescription()
        == #"Text "abc": "a" bold + "b" + "c" underline(color: #ff3b30)"#
    )
    let text = try #require(host.snapshot().first("Text"))
    #expect(text.text == "abc")
    #expect(text.textRuns.map(\.text) == ["a", "b", "c"])
    #expect(text.textRuns.map(\.weight) == [.bold, .regular, .regular])
    #expect(text.textRuns.map(\.isUnderlined) == [false, false, true])
    #expect(text.frame.size == CGSize(width: 24, height: 20))
  }

  @Test func anInnerSettingWinsOverAnOuterOne() {
    let text = (Text("a").foregroundColor(green) + Text("b")).foregroundColor(.red).bold()
    let host = ViewHost(text)
    #expect(
      host.treeDescription()
        == #"Text "ab": "a" bold foregroundColor(#008000) + "b" bold foregroundColor(#ff3b30)"#
    )
  }

  @Test func anImageInATextIsOneCharacterWideAndKeptInItsRuns() throws {
    let star = Image(systemName: "star.fill")
    let host = ViewHost(Text(star) + Text(" 4.5").bold())
    let text = try #require(host.snapshot().first("Text"))
    #expect(text.text == "\u{FFFC} 4.5")
    #expect(text.frame.size == CGSize(width: 40, height: 20))
    #expect(text.textRuns.map(\.image) == [star, nil])
    let interpolated = ViewHost(Text("Rated \(star)").textCase(.uppercase))
    #expect(interpolated.snapshot().first("Text")?.textRuns.map(\.text) == ["RATED ", "\u{FFFC}"])
  }

  @Test func aSecondaryScaleIsRecorded() {
    #expect(
      ViewHost(Text("beta").textScale(.secondary)).treeDescription()
        == #"Text "beta" textScale(secondary)"#
    )
    #expect(
      ViewHost(Text("beta").textScale(.secondary, isEnabled: false)).treeDescription()
        == #"Text "beta""#
    )
  }

  @Test func decorationsRecordPatternColourAndSwitchingOff() {
    let host = ViewHost(
      Text("x").strikethrough(false).underline(true, pattern: .dot)
        .strikethrough(color: .red)
    )
    #expect(host.treeDescription() == #"Text "x" strikethrough(false) underline(pattern: dot)"#)
  }

  @Test func aTextFindsButtonsByItsJoinedString() throws {
    struct Screen: View {
      @State private var taps = 0
      var body: some View {
        VStack {
          Button {
            taps += 1
          } label: {
            Text("Save").bold() + Text(" all")
          }
          Text("Taps: \(taps)")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Save all")
    #expect(shownTexts(host) == ["Save all", "Taps: 1"])
  }
}
