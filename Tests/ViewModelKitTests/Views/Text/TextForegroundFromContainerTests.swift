import Testing
import ViewModelKit

// A card tinted as apps tint them: `foregroundStyle` on the container, its texts and symbol
// drawn in it, an inner `foregroundColor` or `foregroundStyle` winning over it.

private struct Banner: View {
  var body: some View {
    VStack {
      Label("Pinned", systemImage: "pin.fill")
      Text("Warning").foregroundColor(.orange)
      HStack { Text("Inner") }.foregroundStyle(Color.green)
    }
    .foregroundStyle(Color.red)
  }
}

@MainActor
@Suite("Text takes the foreground style of its container")
struct TextForegroundFromContainerTests {
  @Test func textsInsideAContainerAreDrawnInItsStyleTheInnermostWinning() {
    let host = ViewHost(Banner())
    let colors = host.snapshot().all("Text")
      .map { $0.textRuns.first?.foregroundColor?.resolve().description }
    #expect(colors == ["#FF3B30FF", "#FF9500FF", "#34C759FF"])
    #expect(host.svg().contains(##"fill="#ff3b30">Pinned</text>"##))
  }

  @Test func aStyleThatIsNotAColourIsRecordedOnTheText() {
    let host = ViewHost(VStack { Text("Note") }.foregroundStyle(.secondary))
    let text = host.snapshot().first("Text")
    #expect(text?.textRuns.first?.attributes == "foregroundStyle(secondary)")
  }
}
