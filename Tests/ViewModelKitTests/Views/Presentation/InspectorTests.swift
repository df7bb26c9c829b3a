import Foundation
import Testing
import ViewModelKit

private struct Editor: View {
  @State private var showsDetails = false

  var body: some View {
    Button("Details") { showsDetails = true }
      .inspector(isPresented: $showsDetails) {
        VStack {
          Text("Created today")
          Button("Close") { showsDetails = false }
        }
        .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
      }
  }
}

@MainActor
@Suite("Inspectors")
struct InspectorTests {
  @Test func onIPhoneTheInspectorIsASheet() throws {
    let host = ViewHost(Editor())
    try host.tap("Details")
    #expect(host.screens == [.init(.sheet, title: nil)])
    #expect(shownTexts(host) == ["Details", "Created today", "Close"])
    let width = ".inspectorColumnWidth(min: 200.0, ideal: 300.0, max: 400.0)"
    #expect(host.treeDescription().contains(width))
    try host.dismiss()
    #expect(host.screens == [])
    try host.tap("Details")
    try host.tap("Close")
    #expect(shownTexts(host) == ["Details"])
  }
}
