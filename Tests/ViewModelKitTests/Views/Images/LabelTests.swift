import Testing
import ViewModelKit

// Labels and labelled content as settings screens use them.

private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      configuration.title
      configuration.icon
    }
  }
}

private struct SettingsRows: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Label("Wi-Fi", systemImage: "wifi")
      Label("Delete", systemImage: "trash").labelStyle(.iconOnly)
      Label("Help", image: "help").labelStyle(.titleOnly)
      Label("Next", systemImage: "chevron.right").labelStyle(TrailingIconLabelStyle())
      LabeledContent("Version", value: "2.1")
    }
  }
}

@MainActor
@Suite("Labels: styles and labelled content")
struct LabelTests {
  @Test func eachStyleArrangesTheTitleAndTheIcon() {
    let host = ViewHost(SettingsRows(), size: CGSize(width: 200, height: 120))
    let snapshot = host.snapshot()
    #expect(snapshot.all("Image").count == 3)
    #expect(snapshot.all("Text").compactMap(\.text) == ["Wi-Fi", "Help", "Next", "Version", "2.1"])
    // Title and icon: the icon first, 8 points before the title.
    let wifi = snapshot.all("Image")[0].frame
    let wifiTitle = snapshot.all("Text")[0].frame
    #expect(wifi.maxX + 8 == wifiTitle.minX)
    // The custom style puts the icon 4 points after the title.
    let next = snapshot.all("Text")[2].frame
    #expect(snapshot.all("Image")[2].frame.minX == next.maxX + 4)
  }

  @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
    let host = ViewHost(
      LabeledContent("Total", value: 12.5, format: .number),
      size: CGSize(width: 200, height: 40)
    )
    let texts = host.snapshot().all("Text")
    #expect(texts.compactMap(\.text) == ["Total", "12.5"])
    #expect(
      texts.map(\.frame) == [
        CGRect(x: 0, y: 10, width: 40, height: 20),
        CGRect(x: 168, y: 10, width: 32, height: 20),
      ]
    )
  }

  @Test func labeledContentTakesAnyLabelAndContent() {
    let host = ViewHost(
      LabeledContent {
        Text("ada@example.com")
      } label: {
        Label("Email", systemImage: "envelope")
      },
      size: CGSize(width: 300, height: 40)
    )
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["Email", "ada@example.com"])
    #expect(host.snapshot().first("Image") != nil)
  }

  @Test func aLabelBuiltFromAConfigurationKeepsTheStandardArrangement() {
    struct Tinted: LabelStyle {
      func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(4)
      }
    }
    let host = ViewHost(
      Label("Pin", systemImage: "pin").labelStyle(Tinted()),
      size: CGSize(width: 100, height: 40)
    )
    let icon = host.snapshot().first("Image")!.frame
    let title = host.snapshot().first("Text")!.frame
    #expect(icon.maxX + 8 == title.minX)
  }
}
