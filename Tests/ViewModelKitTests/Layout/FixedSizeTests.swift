import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("fixedSize")
struct FixedSizeTests {
  /// The text is proposed no width, so it keeps its one line and overflows the 50-point frame,
  /// centred on it.
  @Test func aFixedTextOverflowsItsFrame() {
    struct Title: View {
      var body: some View {
        Text("A long title here").fixedSize().frame(width: 50)
      }
    }
    let text = ViewHost(Title()).snapshot().first("Text")
    #expect(text?.frame == rect(127, 412, 136, 20))
  }

  /// Fixed vertically only: the text wraps to the width it is offered and takes the height of
  /// its lines, whatever height is offered.
  @Test func fixedVerticallyTheTextWrapsButKeepsItsHeight() {
    struct Note: View {
      var body: some View {
        Text("One two three four")
          .fixedSize(horizontal: false, vertical: true)
          .frame(width: 80, height: 10)
      }
    }
    let text = ViewHost(Note()).snapshot().first("Text")
    #expect(text?.frame == rect(155, 402, 80, 40))
  }

  /// SwiftUI's "equal height" idiom: a fixed-size HStack is as tall as its tallest text, and its
  /// divider is proposed that height when the stack is placed.
  @Test func aDividerInAFixedSizeRowTakesTheRowsHeight() {
    struct Row: View {
      var body: some View {
        HStack {
          Text("Short")
          Divider()
          Text("Two\nlines")
        }
        .fixedSize()
      }
    }
    let snapshot = ViewHost(Row()).snapshot()
    #expect(snapshot.first("HStack")?.frame == rect(146.5, 402, 97, 40))
    #expect(snapshot.first("Divider")?.frame == rect(194.5, 402, 1, 40))
  }
}
