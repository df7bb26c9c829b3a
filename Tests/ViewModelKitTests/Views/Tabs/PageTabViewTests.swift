import Foundation
import Testing
import ViewModelKit

// An onboarding flow as app code writes it: pages from a `ForEach`, shown one at a time with no
// tab bar, moved through by the selection binding.

private struct OnboardingPage: Identifiable {
  let id: Int
  let title: String

  static let all = [
    OnboardingPage(id: 0, title: "Welcome"),
    OnboardingPage(id: 1, title: "Write notes"),
    OnboardingPage(id: 2, title: "Share them"),
  ]
}

private struct OnboardingView: View {
  @State private var page = 0
  let indexDisplayMode: PageTabViewStyle.IndexDisplayMode

  var body: some View {
    TabView(selection: $page) {
      ForEach(OnboardingPage.all) { item in
        VStack {
          Text(item.title)
          Button("Next") { page += 1 }
        }
        .tag(item.id)
      }
    }
    .tabViewStyle(.page(indexDisplayMode: indexDisplayMode))
  }
}

@MainActor
struct PageTabViewTests {
  @Test func eachElementOfAForEachIsAPageAndTheBindingTurnsThem() throws {
    let host = ViewHost(OnboardingView(indexDisplayMode: .never))
    #expect(shownTexts(host) == ["Welcome", "Next"])
    try host.tap("Next")
    #expect(shownTexts(host) == ["Write notes", "Next"])
    try host.tap("Next")
    #expect(shownTexts(host) == ["Share them", "Next"])
  }

  @Test func aPageFillsTheTabViewWithNoTabBar() throws {
    let host = ViewHost(OnboardingView(indexDisplayMode: .never))
    let title = try #require(host.snapshot().first("Text"))
    #expect(title.frame.midY < 422)
    #expect(throws: ViewHostError.self) { try host.select(tab: "Welcome") }
    let page = try #require(host.snapshot().first("VStack"))
    #expect(abs(page.frame.midY - 422) < 0.5)
  }

  @Test func thePageDotsShowOneDotPerPage() {
    let host = ViewHost(OnboardingView(indexDisplayMode: .always))
    #expect(host.snapshot().all("Circle").count == 3)
    let none = ViewHost(OnboardingView(indexDisplayMode: .never))
    #expect(none.snapshot().all("Circle").isEmpty)
  }

  @Test func theAutomaticStyleKeepsTheTabBar() throws {
    struct Tabs: View {
      var body: some View {
        TabView {
          Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }
          Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
        .tabViewStyle(.automatic)
      }
    }
    let host = ViewHost(Tabs())
    try host.select(tab: "Settings")
    #expect(host.snapshot().all("Text").compactMap(\.text).contains("Settings"))
  }
}
