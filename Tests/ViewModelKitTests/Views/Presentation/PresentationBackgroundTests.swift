import Foundation
import Testing
import ViewModelKit

private struct Filters: View {
  @State private var showsFilters = true

  var body: some View {
    Text("Recipes")
      .sheet(isPresented: $showsFilters) {
        Text("Filters")
          .presentationBackground(Color.yellow)
          .presentationCornerRadius(20)
          .presentationCompactAdaptation(.sheet)
          .presentationContentInteraction(.scrolls)
          .presentationBackgroundInteraction(.enabled(upThrough: .medium))
      }
  }
}

@MainActor
@Suite("Presentation backgrounds")
struct PresentationBackgroundTests {
  @Test func theBackgroundFillsTheWholeSheetClippedToTheCornerRadius() throws {
    let host = ViewHost(Filters())
    #expect(
      snapshotLines(host) == [
        "Filters (167, 412, 56, 20)",
        "  Text \"Recipes\" (167, 412, 56, 20)",
        "  PresentedLayer (0, 10, 390, 834)",
        "    Color (0, 10, 390, 834) clipShape(RoundedRectangle)",
        "    Text \"Filters\" (167, 417, 56, 20)",
      ]
    )
    let clip = try #require(host.snapshot().first("Color")?.clip)
    let sheet = CGRect(x: 0, y: 10, width: 390, height: 834)
    #expect(clip == RoundedRectangle(cornerRadius: 20).path(in: sheet))
  }

  @Test func theRecordedSettingsShowInTheTreeDescription() throws {
    let tree = ViewHost(Filters()).treeDescription()
    #expect(tree.contains(".presentationCornerRadius(20.0)"))
    #expect(tree.contains(".presentationCompactAdaptation(sheet)"))
    #expect(tree.contains(".presentationContentInteraction(scrolls)"))
    #expect(tree.contains(".presentationBackgroundInteraction(enabled(upThrough: medium))"))
  }

  @Test func aViewBackgroundIsAlignedAndTheInnermostWins() throws {
    struct Tip: View {
      @State private var showsTip = true
      var body: some View {
        Text("Home")
          .sheet(isPresented: $showsTip) {
            VStack {
              Text("Tip").presentationBackground(Color.red)
            }
            .presentationBackground(alignment: .bottom) {
              Color.blue.frame(height: 40)
            }
          }
      }
    }
    let host = ViewHost(Tip())
    #expect(
      host.snapshot().all("Color").map(\.frame) == [CGRect(x: 0, y: 10, width: 390, height: 834)]
    )
    #expect(host.svg().contains(##"<rect x="0" y="10" width="390" height="834" fill="#ff3b30"/>"##))
  }

  @Test func aBackgroundDoesNotReachThePresenterOrLeaveWithTheSheet() throws {
    struct Plain: View {
      @State private var showsSheet = true
      var body: some View {
        Button("Close") { showsSheet = false }
          .presentationBackground(Color.green)
          .sheet(isPresented: $showsSheet) {
            Button("Done") { showsSheet = false }.presentationBackground(Color.orange)
          }
      }
    }
    let host = ViewHost(Plain())
    #expect(host.snapshot().all("Color").count == 1)
    try host.tap("Done")
    #expect(host.snapshot().all("Color").isEmpty)
  }
}
