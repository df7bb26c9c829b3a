import Foundation
import Testing
import ViewModelKit

private struct Router: View {
  @State private var shown = "Inbox"

  var body: some View {
    Text(shown)
      .onOpenURL { url in shown = "Note \(url.lastPathComponent)" }
  }
}

@MainActor
struct OpenURLTests {
  @Test func deliversTheURLToTheOnOpenURLAction() throws {
    let host = ViewHost(Router())
    try host.openURL(URL(string: "notes://note/42")!)
    #expect(shownTexts(host) == ["Note 42"])
  }

  @Test func withoutAnActionTheURLIsAnError() {
    let host = ViewHost(Text("Inbox"))
    #expect(
      throws: ViewHostError.noMatch(
        control: "onOpenURL action",
        label: "notes://note/42",
        candidates: []
      )
    ) {
      try host.openURL(URL(string: "notes://note/42")!)
    }
  }
}
