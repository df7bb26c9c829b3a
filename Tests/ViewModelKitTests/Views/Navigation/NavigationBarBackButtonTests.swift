import Foundation
import Testing
import ViewModelKit

/// A root titled `title` (none for `nil`) that pushes a detail screen, whose bar can hide its
/// back button or add a leading item and a content button named "Back".
private struct Mail: View {
  let title: String?
  var hidesBackButton = false
  var contentBack = false
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      Group {
        if let title {
          NavigationLink("Open", value: 1).navigationTitle(title)
        } else {
          NavigationLink("Open", value: 1)
        }
      }
      .navigationDestination(for: Int.self) { _ in Detail(hides: hidesBackButton, back: contentBack)
      }
    }
  }
}

private struct Detail: View {
  let hides: Bool
  let back: Bool
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Message")
      Button("Close") { dismiss() }
      if back { Button("Back") {} }
    }
    .navigationBarTitleDisplayMode(.inline)
    .navigationBarBackButtonHidden(hides)
    .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Flag") {} } }
  }
}

@MainActor
@Suite("Navigation bar back button")
struct NavigationBarBackButtonTests {
  /// The button shows a chevron and the previous screen's title, 8 points from the leading edge
  /// of the bar's row; leading toolbar items supplement it, 8 points after it.
  @Test func thePreviousTitleLabelsTheBackButton() throws {
    let host = ViewHost(Mail(title: "Inbox"))
    try host.tap("Open")
    try host.settle()
    let button = try #require(host.snapshot().first("NavigationBarBackButton"))
    #expect(button.frame == rect(0, 0, 390, 44))
    #expect(button.first("Image")?.frame == rect(8, 12, 20, 20))
    #expect(button.first("Text")?.text == "Inbox")
    #expect(button.first("Text")?.frame == rect(32, 12, 40, 20))
    let flag = host.snapshot().all("Text").first { $0.text == "Flag" }
    #expect(flag?.frame == rect(80, 12, 32, 20))
    #expect(shownTexts(host) == ["Message", "Close", "Flag", "Inbox"])
  }

  /// With no previous title, or one longer than 15 characters, the button says "Back".
  @Test(arguments: [nil, "", "Everything Unread"] as [String?])
  func aMissingOrLongTitleGivesBack(title: String?) throws {
    let host = ViewHost(Mail(title: title))
    try host.tap("Open")
    #expect(host.snapshot().first("NavigationBarBackButton")?.first("Text")?.text == "Back")
  }

  @Test func fifteenCharactersStillFit() throws {
    let host = ViewHost(Mail(title: "Important Inbox"))
    try host.tap("Open")
    #expect(
      host.snapshot().first("NavigationBarBackButton")?.first("Text")?.text == "Important Inbox"
    )
  }

  /// Tapping the button by its label pops, exactly as `back()`: the path is written back and the
  /// pop animates.
  @Test(arguments: ["Inbox", "back()"])
  func tappingTheBackButtonPops(way: String) throws {
    let host = ViewHost(Mail(title: "Inbox"), framesPerSecond: 40)
    try host.tap("Open")
    try host.settle()
    if way == "back()" { try host.back() } else { try host.tap(way) }
    #expect(host.navigationPath == [])
    host.advance(by: 0.175)
    let leaving = host.snapshot().all("Text").first { $0.text == "Message" }
    #expect(leaving?.frame.minX == 362)
    #expect(leaving?.isLeaving == true)
    try host.settle()
    #expect(shownTexts(host) == ["Open", "Inbox"])
  }

  /// A hidden back button is not drawn and cannot be tapped; `back()` is refused (a device also
  /// refuses the swipe back), the screen's `dismiss` still pops, and leading items move to the
  /// bar's edge.
  @Test func aHiddenBackButtonRefusesBack() throws {
    let host = ViewHost(Mail(title: nil, hidesBackButton: true))
    try host.tap("Open")
    try host.settle()
    #expect(host.snapshot().first("NavigationBarBackButton") == nil)
    #expect(throws: ViewHostError.self) { try host.tap("Back") }
    #expect(throws: NavigationHostError.backButtonHidden) { try host.back() }
    let flag = host.snapshot().all("Text").first { $0.text == "Flag" }
    #expect(flag?.frame == rect(16, 12, 32, 20))
    try host.tap("Close")
    #expect(host.screens.map(\.kind) == [.root])
  }

  /// A content button and the bar's back button with one label: the content's wins.
  @Test func aContentButtonWinsOverTheBackButton() throws {
    let host = ViewHost(Mail(title: nil, contentBack: true))
    try host.tap("Open")
    try host.settle()
    try host.tap("Back")
    #expect(host.screens.map(\.kind) == [.root, .pushed])
    try host.back()
    #expect(host.screens.map(\.kind) == [.root])
  }

  /// A stack created with a path labels its buttons with titles it only knows after its first
  /// pass: it is refreshed once, and so when a title below changes.
  @Test func aPathSetAtStartLabelsItsButtonsWithTheTitlesBelow() throws {
    struct Root: View {
      @State private var path = [1, 2]
      var body: some View {
        NavigationStack(path: $path) {
          Text("Home")
            .navigationTitle("Home")
            .navigationDestination(for: Int.self) {
              Text("Item \($0)").navigationTitle("No. \($0)")
            }
        }
      }
    }
    let host = ViewHost(Root())
    #expect(shownTexts(host) == ["Item 2", "No. 2", "No. 1"])
    try host.back()
    try host.settle()
    #expect(shownTexts(host) == ["Item 1", "No. 1", "Home"])
  }
}

@MainActor
private final class Folder: ObservableObject {
  @Published var name = "Inbox"
}

extension NavigationBarBackButtonTests {
  /// A title that changes under a pushed screen relabels its back button.
  @Test func theBackButtonFollowsTheTitleBelow() throws {
    struct Root: View {
      @ObservedObject var folder: Folder
      var body: some View {
        NavigationStack {
          NavigationLink("Open", value: 1)
            .navigationTitle(folder.name)
            .navigationDestination(for: Int.self) { _ in Text("Message") }
        }
      }
    }
    let folder = Folder()
    let host = ViewHost(Root(folder: folder))
    try host.tap("Open")
    try host.settle()
    #expect(host.snapshot().first("NavigationBarBackButton")?.first("Text")?.text == "Inbox")
    folder.name = "Archive"
    host.flush()
    #expect(host.snapshot().first("NavigationBarBackButton")?.first("Text")?.text == "Archive")
    try host.tap("Archive")
    try host.settle()
    #expect(shownTexts(host) == ["Open", "Archive"])
  }
}
