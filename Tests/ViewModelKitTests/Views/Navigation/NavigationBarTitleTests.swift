import Foundation
import Testing
import ViewModelKit

/// A screen whose content fills what the stack gives it.
private struct Inbox: View {
  var body: some View {
    Color.blue
  }
}

@MainActor
@Suite("Navigation bar title")
struct NavigationBarTitleTests {
  /// An inline title is centred in the bar's 44 points, in the headline font.
  @Test func anInlineTitleIsCentredInTheBar() throws {
    struct Root: View {
      var body: some View {
        NavigationStack {
          Inbox().navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    let host = ViewHost(Root())
    let bar = try #require(host.snapshot().first("NavigationBarTitle"))
    #expect(bar.frame == rect(0, 0, 390, 44))
    #expect(bar.first("Text")?.text == "Inbox")
    #expect(bar.first("Text")?.frame == rect(175, 12, 40, 20))
    #expect(bar.description.contains("font(headline)"))
    #expect(host.svg().contains(#"font-weight="600">Inbox</text>"#))
  }

  /// A large title is at the leading edge, 16 points in, in the 52 points below the bar's row.
  @Test func aLargeTitleIsLeadingBelowTheRow() throws {
    struct Root: View {
      var body: some View {
        NavigationStack { Inbox().navigationTitle("Inbox") }
      }
    }
    let bar = try #require(ViewHost(Root()).snapshot().first("NavigationBarTitle"))
    #expect(bar.frame == rect(0, 44, 390, 52))
    #expect(bar.first("Text")?.frame == rect(16, 50, 80, 40))
    #expect(bar.description.contains("font(largeTitle.bold())"))
  }

  /// The first title in tree order names the screen and is the only one drawn.
  @Test func theFirstTitleInTreeOrderIsDrawn() {
    struct Root: View {
      var body: some View {
        NavigationStack {
          VStack {
            Text("A").navigationTitle("Inner")
            Text("B").navigationTitle("Sibling")
          }
          .navigationTitle("Outer")
          .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    let host = ViewHost(Root())
    let titles = host.snapshot().all("NavigationBarTitle")
    #expect(titles.count == 1)
    #expect(titles.first?.first("Text")?.text == "Outer")
    #expect(host.screens == [.init(.root, title: "Outer")])
    #expect(shownTexts(host) == ["A", "B", "Outer"])
  }

  /// A principal item replaces the inline title; a hidden bar shows no title; outside a
  /// navigation stack a title is not drawn.
  @Test func aTitleIsNotDrawnWhereTheBarDoesNotShowIt() {
    struct Principal: View {
      var body: some View {
        NavigationStack {
          Inbox()
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: .principal) { Text("Custom") } }
        }
      }
    }
    struct Hidden: View {
      var body: some View {
        NavigationStack { Inbox().navigationTitle("Inbox").toolbar(.hidden, for: .navigationBar) }
      }
    }
    struct Outside: View {
      var body: some View { Inbox().navigationTitle("Inbox") }
    }
    #expect(shownTexts(ViewHost(Principal())) == ["Custom"])
    #expect(shownTexts(ViewHost(Hidden())) == [])
    #expect(shownTexts(ViewHost(Outside())) == [])
    #expect(ViewHost(Outside()).screens == [])
  }

  /// A bar title is not a name of a tap target around it.
  @Test func aBarTitleDoesNotNameTheTargetAroundIt() throws {
    struct Root: View {
      @State private var taps = 0
      var body: some View {
        NavigationStack {
          Text("Taps \(taps)")
            .navigationTitle("Inbox")
            .onTapGesture { taps += 1 }
        }
      }
    }
    let host = ViewHost(Root())
    #expect(throws: ViewHostError.self) { try host.tap("Inbox") }
    try host.tap("Taps 0")
    #expect(shownTexts(host) == ["Taps 1", "Inbox"])
  }

  /// A title that follows state is drawn anew.
  @Test func aTitleFollowsState() throws {
    struct Root: View {
      @State private var count = 0
      var body: some View {
        NavigationStack {
          Button("Add") { count += 1 }
            .navigationTitle("\(count) items")
            .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    let host = ViewHost(Root())
    try host.tap("Add")
    let title = host.snapshot().first("NavigationBarTitle")?.first("Text")
    #expect(title?.text == "1 items")
    #expect(title?.frame == rect(167, 12, 56, 20))
  }
}
