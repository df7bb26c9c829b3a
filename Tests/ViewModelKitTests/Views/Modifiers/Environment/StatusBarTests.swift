import Testing
import ViewModelKit

// A reader that hides the status bar while the page is in full-screen reading mode, with the
// iOS 13 spelling.

private struct Reader: View {
  @State private var isReading = false

  var body: some View {
    VStack {
      Text("Chapter 1")
      Toggle("Reading mode", isOn: $isReading)
    }
    .statusBar(hidden: isReading)
  }
}

@MainActor
@Suite("Status bar")
struct StatusBarTests {
  @Test func statusBarHiddenRecordsTheChoiceAsStatusBarHiddenDoes() throws {
    let host = ViewHost(Reader())
    #expect(host.treeDescription().contains(".statusBarHidden(false)"))
    try host.toggle("Reading mode")
    #expect(host.treeDescription().contains(".statusBarHidden(true)"))
  }
}
