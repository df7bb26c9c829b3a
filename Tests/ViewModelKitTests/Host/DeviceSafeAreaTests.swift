import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("Device safe area")
struct DeviceSafeAreaTests {
  private struct Fill: View {
    var edges: Edge.Set?
    var body: some View {
      if let edges { Color.blue.ignoresSafeArea(edges: edges) } else { Color.blue }
    }
  }

  /// By default the screen's edges are safe; with a phone's insets the root is laid out between
  /// the status bar and the home indicator.
  @Test func theRootIsLaidOutInTheDevicesSafeArea() {
    #expect(ViewHost(Fill()).safeAreaInsets == EdgeInsets())
    #expect(ViewHost(Fill()).snapshot().first("Color")?.frame == rect(0, 0, 390, 844))
    let notch = ViewHost(Fill(), safeAreaInsets: DeviceSafeArea.notch)
    #expect(notch.snapshot().first("Color")?.frame == rect(0, 47, 390, 763))
    let island = ViewHost(
      Fill(),
      size: CGSize(width: 393, height: 852),
      safeAreaInsets: DeviceSafeArea.dynamicIsland
    )
    #expect(island.snapshot().first("Color")?.frame == rect(0, 59, 393, 759))
  }

  /// `ignoresSafeArea` reaches under the status bar and the home indicator, on the edges asked.
  @Test func ignoringTheSafeAreaReachesTheScreensEdges() {
    let all = ViewHost(Fill(edges: .all), safeAreaInsets: DeviceSafeArea.notch)
    #expect(all.snapshot().first("Color")?.frame == rect(0, 0, 390, 844))
    let top = ViewHost(Fill(edges: .top), safeAreaInsets: DeviceSafeArea.notch)
    #expect(top.snapshot().first("Color")?.frame == rect(0, 0, 390, 810))
  }

  /// A geometry reader filling the safe area reports the device's insets.
  @Test func aGeometryProxyReportsTheInsets() {
    struct Probe: View {
      var body: some View {
        GeometryReader { proxy in
          Text("\(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom))")
        }
      }
    }
    let host = ViewHost(Probe(), safeAreaInsets: DeviceSafeArea.notch)
    #expect(shownTexts(host) == ["47 34"])
    #expect(host.snapshot().first("GeometryReader")?.frame == rect(0, 47, 390, 763))
  }

  /// A navigation bar starts below the status bar; a background reaches under both.
  @Test func aNavigationBarStartsBelowTheStatusBar() throws {
    struct Root: View {
      var body: some View {
        NavigationStack {
          ZStack {
            Color.yellow.ignoresSafeArea()
            Color.blue
          }
          .navigationTitle("Inbox")
          .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    let snapshot = ViewHost(Root(), safeAreaInsets: DeviceSafeArea.notch).snapshot()
    let colors = snapshot.all("Color").map(\.frame)
    #expect(colors == [rect(0, 0, 390, 844), rect(0, 91, 390, 719)])
    let title = try #require(snapshot.first("NavigationBarTitle"))
    #expect(title.frame == rect(0, 47, 390, 44))
    #expect(title.first("Text")?.frame == rect(175, 59, 40, 20))
  }

  /// A sheet starts 10 points below the status bar and its content keeps clear of the home
  /// indicator.
  @Test func aSheetStartsBelowTheStatusBar() throws {
    struct Root: View {
      @State private var isShowing = false
      var body: some View {
        Button("Compose") { isShowing = true }
          .sheet(isPresented: $isShowing) { Color.green }
      }
    }
    let host = ViewHost(Root(), safeAreaInsets: DeviceSafeArea.notch)
    try host.tap("Compose")
    try host.settle()
    #expect(host.snapshot().first("Color")?.frame == rect(0, 57, 390, 753))
  }
}
