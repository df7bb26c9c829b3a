import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("Safe area")
struct SafeAreaTests {
  /// The headless screen itself has no insets: a background that ignores the safe area covers
  /// the screen as it would anyway, and the modifier is recorded.
  @Test func ignoringTheSafeAreaIsRecorded() {
    struct Backdrop: View {
      var body: some View {
        ZStack {
          Color.blue.ignoresSafeArea()
          Text("Welcome")
        }
      }
    }
    let host = ViewHost(Backdrop())
    #expect(host.snapshot().first("Color")?.frame == rect(0, 0, 390, 844))
    #expect(host.treeDescription().contains(".ignoresSafeArea(all, edges: [all])"))
  }

  @Test func edgesIgnoringSafeAreaIsTheOlderSpelling() {
    struct Backdrop: View {
      var body: some View { Color.black.edgesIgnoringSafeArea(.top) }
    }
    let host = ViewHost(Backdrop())
    #expect(host.treeDescription().contains(".ignoresSafeArea(container, edges: [top])"))
  }

  /// A bottom bar: the inset at its ideal height at the bottom, centred; the content proposed
  /// the rest.
  @Test func aBottomInsetTakesItsHeightFromTheContent() {
    struct Screen: View {
      var body: some View {
        Color.gray
          .safeAreaInset(edge: .bottom) {
            Text("Total")
          }
      }
    }
    let snapshot = ViewHost(Screen()).snapshot()
    #expect(snapshot.first("Color")?.frame == rect(0, 0, 390, 824))
    #expect(snapshot.first("Text")?.frame == rect(175, 824, 40, 20))
  }

  @Test func aTopInsetWithSpacingAndLeadingAlignment() {
    struct Screen: View {
      var body: some View {
        Color.gray
          .safeAreaInset(edge: .top, alignment: .leading, spacing: 10) {
            Text("Filters")
          }
      }
    }
    let snapshot = ViewHost(Screen()).snapshot()
    #expect(snapshot.first("Text")?.frame == rect(0, 0, 56, 20))
    #expect(snapshot.first("Color")?.frame == rect(0, 30, 390, 814))
  }

  @Test func aTrailingInset() {
    struct Screen: View {
      var body: some View {
        Color.gray
          .safeAreaInset(edge: .trailing, alignment: .top) {
            Text("Side")
          }
      }
    }
    let snapshot = ViewHost(Screen()).snapshot()
    #expect(snapshot.first("Color")?.frame == rect(0, 0, 358, 844))
    #expect(snapshot.first("Text")?.frame == rect(358, 0, 32, 20))
  }

  /// A view in the content of `safeAreaInset` that touches the inset's edge can reach under it.
  @Test func ignoringTheSafeAreaReachesUnderAnInset() {
    struct Screen: View {
      var body: some View {
        Color.gray
          .ignoresSafeArea()
          .safeAreaInset(edge: .bottom, spacing: 4) {
            Text("Total")
          }
      }
    }
    let snapshot = ViewHost(Screen()).snapshot()
    #expect(snapshot.first("Color")?.frame == rect(0, 0, 390, 844))
    #expect(snapshot.first("Text")?.frame == rect(175, 824, 40, 20))
  }

  /// A geometry reader reports how far it could reach into the safe area: the bar's height
  /// when it fills a navigation screen, nothing when it already ignores the safe area.
  @Test func aGeometryReaderReportsItsSafeAreaInsets() {
    struct Root: View {
      let ignores: Bool
      var body: some View {
        NavigationStack {
          Group {
            if ignores {
              GeometryReader { proxy in Text(Self.describe(proxy)) }.ignoresSafeArea()
            } else {
              GeometryReader { proxy in Text(Self.describe(proxy)) }
            }
          }
          .navigationBarTitleDisplayMode(.inline)
        }
      }

      static func describe(_ proxy: GeometryProxy) -> String {
        "\(Int(proxy.size.height)) \(Int(proxy.safeAreaInsets.top))"
      }
    }
    #expect(shownTexts(ViewHost(Root(ignores: false))) == ["800 44"])
    #expect(shownTexts(ViewHost(Root(ignores: true))) == ["844 0"])
  }

  /// `padding(_ edges:_ length:)` defaults to every edge and 16 points.
  @Test func paddingDefaults() {
    struct Card: View {
      var body: some View {
        VStack(spacing: 0) {
          Text("All").padding()
          Text("Sides").padding(.horizontal)
          Text("Top").padding(.top, 4)
        }
      }
    }
    let texts = ViewHost(Card()).snapshot().all("Text").map(\.frame)
    #expect(texts.map(\.size) == [size(24, 20), size(40, 20), size(24, 20)])
    #expect(ViewHost(Card()).snapshot().first("VStack")?.frame.size == size(72, 96))
  }
}
