import Testing
import ViewModelKit

// A mail app's tabs: the inbox shows its unread count until everything is read, the account tab
// a warning mark, and the sent tab no badge.

private struct MailTabs: View {
  @State private var unread = 3
  let isAccountOutdated: Bool

  var body: some View {
    TabView {
      Button("Read all") { unread = 0 }
        .tabItem { Text("Inbox") }
        .badge(unread)
      Text("Sent mail")
        .tabItem { Text("Sent") }
      Text("Account page")
        .tabItem { Text("Account") }
        .badge(isAccountOutdated ? "!" : nil)
    }
  }
}

@MainActor
@Suite("Tab badges")
struct BadgeTests {
  @Test func theTabBarShowsEachTabsBadge() {
    let host = ViewHost(MailTabs(isAccountOutdated: true))
    #expect(shownTexts(host) == ["Read all", "Inbox", "3", "Sent", "Account", "!"])
  }

  @Test func aCountOfZeroOrANilLabelShowsNoBadge() throws {
    let host = ViewHost(MailTabs(isAccountOutdated: false))
    try host.tap("Read all")
    #expect(shownTexts(host) == ["Read all", "Inbox", "Sent", "Account"])
  }

  @Test func aBadgedTabIsStillSelectedByItsTitle() throws {
    let host = ViewHost(MailTabs(isAccountOutdated: true))
    try host.select(tab: "Account")
    #expect(shownTexts(host).contains("Account page"))
  }

  @Test func theBadgeIsRecordedOnTheView() {
    let host = ViewHost(List { Text("Requests").badge(Text("New")) })
    #expect(host.treeDescription().contains(".badge(New)"))
  }
}
