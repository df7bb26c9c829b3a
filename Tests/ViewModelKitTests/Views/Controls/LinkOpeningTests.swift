import Foundation
import Testing
import ViewModelKit

private struct HelpScreen: View {
  var body: some View {
    VStack {
      Link("Terms", destination: URL(string: "https://example.com/terms")!)
      Link("Support", destination: URL(string: "mailto:help@example.com")!)
        .environment(\.openURL, OpenURLAction { _ in .handled })
    }
  }
}

@MainActor
struct LinkOpeningTests {
  @Test func aLinkLeavesItsURLToTheSystem() throws {
    let host = ViewHost(HelpScreen())
    let before = UIApplication.shared.openedURLs.count
    try host.tap("Terms")
    #expect(
      Array(UIApplication.shared.openedURLs.dropFirst(before)) == [
        URL(string: "https://example.com/terms")!
      ]
    )
  }

  @Test func aHandlerThatHandlesTheURLKeepsItFromTheSystem() throws {
    let host = ViewHost(HelpScreen())
    let before = UIApplication.shared.openedURLs.count
    try host.tap("Support")
    #expect(UIApplication.shared.openedURLs.count == before)
  }
}
