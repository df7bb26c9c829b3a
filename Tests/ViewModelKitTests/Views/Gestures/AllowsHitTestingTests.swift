import Testing
import ViewModelKit

@MainActor
@Suite("allowsHitTesting")
struct AllowsHitTestingTests {
  @Test func itIsRecordedOnTheView() {
    let host = ViewHost(
      Text("Matched").allowsHitTesting(false)
    )
    #expect(host.treeDescription().hasPrefix(".allowsHitTesting(false)"))
    #expect(shownTexts(host) == ["Matched"])
  }
}
