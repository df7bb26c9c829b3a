import Foundation
import Testing
import ViewModelKit

// Geometry as SwiftUI's geometry effects give it: a reader inside a scroll view sees its frame
// move as the content scrolls (the pattern apps use to follow a scroll offset), a reader inside
// an `offset` sees the offset, and an anchor resolves where its view is drawn.

/// A header that fades as the list scrolls, following its own frame in the scroll view's space.
private struct FadingHeaderScreen: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        GeometryReader { proxy in
          let minY = proxy.frame(in: .named("scroll")).minY
          Text("header at \(Int(minY)), global \(Int(proxy.frame(in: .global).minY))")
        }
        .frame(height: 40)
        ForEach(0..<50) { Text("Row \($0)").frame(height: 40) }
      }
    }
    .coordinateSpace(name: "scroll")
  }
}

private struct HighlightKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// A badge whose frame an ancestor reads through an anchor, inside a view offset to the right.
private struct OffsetBadge: View {
  let shift: CGFloat

  var body: some View {
    VStack {
      Text("Badge")
        .frame(width: 60, height: 20)
        .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
        .offset(x: shift)
    }
    .frame(width: 200, height: 100)
    .overlayPreferenceValue(HighlightKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          Text("at \(Int(proxy[anchor].minX)),\(Int(proxy[anchor].minY))")
        }
      }
    }
  }
}

@MainActor
@Suite("Geometry where views are drawn")
struct DrawnGeometryTests {
  @Test func aReaderInAScrollViewFollowsTheScrollOffset() throws {
    let host = ViewHost(FadingHeaderScreen())
    #expect(shownTexts(host).first == "header at 0, global 0")

    try host.scroll(by: 100)
    #expect(shownTexts(host).first == "header at -100, global -100")

    try host.scroll(by: -60)
    #expect(shownTexts(host).first == "header at -40, global -40")
  }

  @Test func aReaderInsideAnOffsetSeesItAndANamedSpaceInsideItMovesWithIt() {
    struct Shifted: View {
      @State var shift: CGFloat = 30

      var body: some View {
        VStack {
          GeometryReader { proxy in
            Text(
              "global \(Int(proxy.frame(in: .global).minX)), "
                + "in card \(Int(proxy.frame(in: .named("card")).minX))"
            )
          }
          .frame(width: 100, height: 40)
          .coordinateSpace(name: "card")
          .offset(x: shift)
          Button("Move") { shift = 50 }
        }
      }
    }
    let host = ViewHost(Shifted())
    // The reader is 100 wide, centred in 390: 145, drawn 30 further right.
    #expect(shownTexts(host).first == "global 175, in card 0")
    try? host.tap("Move")
    #expect(shownTexts(host).first == "global 195, in card 0")
  }

  @Test func anOffsetInsideANamedSpaceMovesTheReaderInIt() {
    struct Nudged: View {
      var body: some View {
        VStack {
          GeometryReader { proxy in
            Text("in card \(Int(proxy.frame(in: .named("card")).minY))")
          }
          .frame(height: 40)
          .offset(y: 12)
        }
        .coordinateSpace(name: "card")
      }
    }
    #expect(shownTexts(ViewHost(Nudged())).first == "in card 12")
  }

  @Test func anAnchorIsTakenWhereItsViewIsDrawn() throws {
    let still = ViewHost(OffsetBadge(shift: 0))
    let moved = ViewHost(OffsetBadge(shift: 25))
    let stillText = try #require(shownTexts(still).last)
    #expect(stillText == "at 70,40")
    #expect(shownTexts(moved).last == "at 95,40")
  }
}
