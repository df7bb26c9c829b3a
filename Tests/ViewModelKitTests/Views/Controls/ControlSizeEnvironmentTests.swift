import Testing
import ViewModelKit

// A checkout screen whose pill buttons grow with the control size set around them.

private struct PillStyle: ButtonStyle {
  @Environment(\.controlSize) private var controlSize

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(verbatim: "size \(controlSize)")
    }
    .padding(controlSize == .large ? 20 : 8)
  }
}

private struct Checkout: View {
  var body: some View {
    VStack {
      Button("Pay") {}.buttonStyle(PillStyle()).controlSize(.large)
      Button("Cancel") {}.buttonStyle(PillStyle())
      Group {
        Button("Help") {}.buttonStyle(PillStyle())
      }
      .controlSize(.mini)
    }
  }
}

@MainActor
@Suite("Control size in the environment")
struct ControlSizeEnvironmentTests {
  @Test func aStyleReadsTheSizeSetAroundItsControl() {
    let host = ViewHost(Checkout())
    #expect(
      shownTexts(host) == ["Pay", "size large", "Cancel", "size regular", "Help", "size mini"]
    )
  }

  @Test func theSizeIsStillRecordedOnTheView() {
    let host = ViewHost(Checkout())
    #expect(host.treeDescription().contains(".controlSize(large)"))
    #expect(EnvironmentValues().controlSize == .regular)
  }
}
