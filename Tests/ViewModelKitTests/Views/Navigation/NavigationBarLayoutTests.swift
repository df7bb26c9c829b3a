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
@Suite("Navigation bar layout")
struct NavigationBarLayoutTests {
  /// On an iPhone the content of a screen starts below its 44-point navigation bar (the
  /// headless screen has no status bar above it).
  @Test func contentStartsBelowAnInlineBar() {
    struct Root: View {
      var body: some View {
        NavigationStack {
          Inbox()
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    #expect(ViewHost(Root()).snapshot().first("Color")?.frame == rect(0, 44, 390, 800))
  }

  /// A stack with no title has an inline bar too: centred content moves down by half of it.
  @Test func aBarWithoutATitleIsInline() {
    struct Root: View {
      var body: some View {
        NavigationStack { Text("Empty") }
      }
    }
    #expect(ViewHost(Root()).snapshot().first("Text")?.frame == rect(175, 434, 40, 20))
  }

  /// The root screen's automatic display mode is large when it has a title: a 96-point bar.
  @Test func aRootTitleIsLargeByDefault() {
    struct Root: View {
      var body: some View {
        NavigationStack {
          Inbox().navigationTitle("Inbox")
        }
      }
    }
    #expect(ViewHost(Root()).snapshot().first("Color")?.frame == rect(0, 96, 390, 748))
  }

  @Test func theOlderTitleModifierSetsTheModeToo() {
    struct Root: View {
      var body: some View {
        NavigationView {
          Inbox().navigationBarTitle("Inbox", displayMode: .inline)
        }
      }
    }
    let host = ViewHost(Root())
    #expect(host.snapshot().first("Color")?.frame == rect(0, 44, 390, 800))
    #expect(host.screens == [.init(.root, title: "Inbox")])
  }

  /// iOS 17's spelling of the display mode.
  @Test func theToolbarTitleDisplayModeSetsTheBarHeight() {
    struct Root: View {
      let mode: ToolbarTitleDisplayMode
      var body: some View {
        NavigationStack {
          Inbox().navigationTitle("Inbox").toolbarTitleDisplayMode(mode)
        }
      }
    }
    let heights = [ToolbarTitleDisplayMode.automatic, .large, .inline, .inlineLarge]
      .map {
        ViewHost(Root(mode: $0)).snapshot().first("Color")?.frame.minY
      }
    #expect(heights == [96, 96, 44, 44] as [CGFloat?])
  }

  /// A bottom toolbar takes 44 points from the bottom, its items centred in it.
  ///
  /// Hidden, it gives the room back.
  @Test func aBottomBarInsetsTheContentFromBelow() {
    struct Root: View {
      let bottomBar: Visibility
      var body: some View {
        NavigationStack {
          Inbox()
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarItem(placement: .bottomBar) { Text("Synced") }
            }
            .toolbar(bottomBar, for: .bottomBar)
        }
      }
    }
    let snapshot = ViewHost(Root(bottomBar: .automatic)).snapshot()
    #expect(snapshot.first("Color")?.frame == rect(0, 44, 390, 756))
    #expect(snapshot.first("Text")?.frame == rect(171, 812, 48, 20))
    let hidden = ViewHost(Root(bottomBar: .hidden))
    #expect(hidden.snapshot().first("Color")?.frame == rect(0, 44, 390, 800))
    #expect(shownTexts(hidden) == [])
    #expect(hidden.treeDescription().contains(".toolbar(hidden, for: bottomBar)"))
  }

  /// A hidden bar gives its room back, and its items are not shown.
  @Test func aHiddenBarGivesItsSpaceBack() throws {
    struct Root: View {
      let modern: Bool
      var body: some View {
        NavigationStack {
          if modern {
            Inbox()
              .toolbar { Button("Edit") {} }
              .toolbar(.hidden, for: .navigationBar)
          } else {
            Inbox()
              .toolbar { Button("Edit") {} }
              .navigationBarHidden(true)
          }
        }
      }
    }
    for modern in [true, false] {
      let host = ViewHost(Root(modern: modern))
      #expect(host.snapshot().first("Color")?.frame == rect(0, 0, 390, 844))
      #expect(shownTexts(host) == [])
      #expect(throws: ViewHostError.self) { try host.tap("Edit") }
    }
  }

  /// A bar shown again (a state change in the screen) pushes the content down again.
  @Test func showingTheBarAgainMovesTheContent() throws {
    struct Root: View {
      @State private var isImmersive = true
      var body: some View {
        NavigationStack {
          Button("Toggle") { isImmersive.toggle() }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .toolbar(isImmersive ? .hidden : .visible, for: .navigationBar)
        }
      }
    }
    let host = ViewHost(Root())
    #expect(host.snapshot().first("Text")?.frame == rect(171, 412, 48, 20))
    try host.tap("Toggle")
    try host.settle()
    #expect(host.snapshot().first("Text")?.frame == rect(171, 434, 48, 20))
  }

  /// `ignoresSafeArea()` lets a background reach under the bars; `edges:` picks which.
  @Test func ignoringTheSafeAreaReachesUnderTheBars() {
    struct Root: View {
      let edges: Edge.Set
      var body: some View {
        NavigationStack {
          ZStack {
            Color.blue.ignoresSafeArea(.container, edges: edges)
            Text("Welcome")
          }
          .navigationBarTitleDisplayMode(.inline)
          .toolbar { ToolbarItem(placement: .bottomBar) { Button("New") {} } }
        }
      }
    }
    let all = ViewHost(Root(edges: .all)).snapshot()
    #expect(all.first("Color")?.frame == rect(0, 0, 390, 844))
    #expect(all.first("ZStack")?.frame == rect(0, 44, 390, 756))
    #expect(all.first("Text")?.frame == rect(167, 412, 56, 20))
    let top = ViewHost(Root(edges: .top)).snapshot()
    #expect(top.first("Color")?.frame == rect(0, 0, 390, 800))
  }

  /// A style background reaches under the bar where its view touches it
  /// (`ignoresSafeAreaEdges` is `.all` by default); a view background does not.
  @Test func aStyleBackgroundReachesUnderTheBar() {
    struct Root: View {
      var body: some View {
        NavigationStack {
          VStack {
            Text("Plain").background { Color.red }
            Text("Style").background(Color.green)
            Spacer()
          }
          .frame(maxWidth: .infinity)
          .background(Color.yellow)
          .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    let colors = ViewHost(Root()).snapshot().all("Color").map(\.frame)
    #expect(colors == [rect(0, 0, 390, 844), rect(175, 44, 40, 20), rect(175, 72, 40, 20)])
  }

  /// Only a view that touches the safe area's edge reaches out (proposed the more room); the
  /// keyboard region alone has no insets headlessly.
  @Test func aViewAwayFromTheEdgeDoesNotMove() {
    struct Root: View {
      var body: some View {
        NavigationStack {
          VStack(spacing: 0) {
            Color.red.ignoresSafeArea().frame(height: 100)
            Color.green.ignoresSafeArea().frame(height: 100)
            Color.blue.ignoresSafeArea(.keyboard).frame(height: 100)
            Spacer()
          }
          .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    let colors = ViewHost(Root()).snapshot().all("Color").map(\.frame)
    #expect(colors == [rect(0, 0, 390, 144), rect(0, 144, 390, 100), rect(0, 244, 390, 100)])
  }

  /// In a `TabView` the tab bar is a bottom inset too; a tab can hide it.
  @Test func insideATabViewTheTabBarInsetsFromBelow() {
    struct Root: View {
      let ignores: Bool
      let hidesTabBar: Bool
      var body: some View {
        TabView {
          NavigationStack {
            Group {
              if ignores { Inbox().ignoresSafeArea() } else { Inbox() }
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbar(hidesTabBar ? .hidden : .automatic, for: .tabBar)
          }
          .tabItem { Text("Inbox") }
        }
      }
    }
    let plain = ViewHost(Root(ignores: false, hidesTabBar: false)).snapshot()
    #expect(plain.first("Color")?.frame == rect(0, 44, 390, 751))
    #expect(plain.all("Text").last?.frame == rect(175, 809.5, 40, 20))
    let under = ViewHost(Root(ignores: true, hidesTabBar: false)).snapshot()
    #expect(under.first("Color")?.frame == rect(0, 0, 390, 844))
    let hidden = ViewHost(Root(ignores: false, hidesTabBar: true))
    #expect(hidden.snapshot().first("Color")?.frame == rect(0, 44, 390, 800))
    #expect(shownTexts(hidden) == [])
  }

  /// A pushed screen with the automatic mode keeps the mode of the screen under it.
  ///
  /// `.inline` overrides it. During the push the screen slides in at its final height.
  @Test func aPushedScreenIsLaidOutUnderItsBarDuringAndAfterThePush() throws {
    struct Root: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open", value: 1)
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { number in
              if number == 1 {
                Inbox().navigationTitle("Message")
                  .toolbar { NavigationLink("Reply", value: 2) }
              } else {
                Color.green.navigationBarTitleDisplayMode(.inline)
              }
            }
        }
      }
    }
    let host = ViewHost(Root(), framesPerSecond: 40)
    try host.tap("Open")
    host.advance(by: 0.175)
    #expect(host.snapshot().first("Color")?.frame == rect(195, 96, 390, 748))
    try host.settle()
    #expect(host.snapshot().first("Color")?.frame == rect(0, 96, 390, 748))
    #expect(host.snapshot().first("NavigationLink")?.frame == rect(334, 12, 40, 20))
    try host.tap("Reply")
    try host.settle()
    #expect(host.snapshot().first("Color")?.frame == rect(0, 44, 390, 800))
    try host.back()
    try host.settle()
    #expect(host.snapshot().first("Color")?.frame == rect(0, 96, 390, 748))
  }

  /// A sheet's stack has its bar at the top of the sheet.
  @Test func aStackInASheetHasItsBarAtTheSheetsTop() throws {
    struct Root: View {
      @State private var isShowing = false
      var body: some View {
        Button("Compose") { isShowing = true }
          .sheet(isPresented: $isShowing) {
            NavigationStack {
              Inbox()
                .navigationTitle("New message")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
            }
          }
      }
    }
    let host = ViewHost(Root())
    try host.tap("Compose")
    try host.settle()
    #expect(host.snapshot().first("Color")?.frame == rect(0, 54, 390, 790))
    #expect(host.snapshot().all("Text").last?.frame == rect(16, 22, 48, 20))
  }
}
