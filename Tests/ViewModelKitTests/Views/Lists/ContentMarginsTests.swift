import Testing
import ViewModelKit

@MainActor
@Suite("contentMargins")
struct ContentMarginsTests {
  @Test func marginsAreRecordedWithTheirPlacement() {
    let host = ViewHost(
      List {
        Text("Milk")
        Text("Eggs")
      }
      .contentMargins(.top, 16, for: .scrollContent)
    )
    #expect(host.treeDescription().hasPrefix(".contentMargins(top 16.0, scrollContent)"))
    #expect(shownTexts(host) == ["Milk", "Eggs"])
  }

  @Test func theLengthOnlyAndInsetsFormsAreRecorded() {
    let uniform = ViewHost(ScrollView { Text("Feed") }.contentMargins(20))
    #expect(uniform.treeDescription().hasPrefix(".contentMargins(all 20.0, automatic)"))
    let insets = ViewHost(
      ScrollView { Text("Feed") }
        .contentMargins(EdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0))
    )
    #expect(insets.treeDescription().hasPrefix(".contentMargins(8.0 0.0 24.0 0.0, automatic)"))
  }
}
