import Foundation
import Testing
import ViewModelKit

private struct DeleteButtonLabel: View {
  let width: CGFloat

  var body: some View {
    ViewThatFits(in: .horizontal) {
      Text("Delete the selected photos")
      Text("Delete")
    }
    .frame(width: width)
  }
}

@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsTests {
  /// The long label is 208 points at its ideal size: it fits in 300 and is chosen.
  @Test func theFirstChildThatFitsIsShown() {
    let host = ViewHost(DeleteButtonLabel(width: 300))
    let texts = host.snapshot().all("Text")
    #expect(texts.map(\.text) == ["Delete the selected photos"])
    #expect(texts.map(\.frame) == [rect(91, 412, 208, 20)])
  }

  /// In 100 points it does not, and the short one is shown; the long one is left out of the
  /// snapshot.
  @Test func otherwiseTheNextOne() {
    let host = ViewHost(DeleteButtonLabel(width: 100))
    let texts = host.snapshot().all("Text")
    #expect(texts.map(\.text) == ["Delete"])
    #expect(texts.map(\.frame) == [rect(171, 412, 48, 20)])
  }

  /// When none fits, the last is shown, sized for the real proposal (it wraps).
  @Test func whenNoneFitsTheLastIsShown() {
    struct Tight: View {
      var body: some View {
        ViewThatFits {
          Text("Delete the selected photos")
          Text("Delete all")
        }
        .frame(width: 40)
      }
    }
    let texts = ViewHost(Tight()).snapshot().all("Text")
    #expect(texts.map(\.text) == ["Delete all"])
    #expect(texts.map(\.frame) == [rect(175, 402, 40, 40)])
  }

  /// A change of the offer switches the child, keeping the state of both.
  @Test func aNarrowerOfferSwitchesTheChild() throws {
    struct Toolbar: View {
      @State private var isCompact = false
      var body: some View {
        VStack {
          ViewThatFits(in: .horizontal) {
            HStack {
              Text("Share")
              Text("Favourite")
              Text("Delete")
            }
            Text("More")
          }
          .frame(width: isCompact ? 100 : 300)
          Button("Compact") { isCompact = true }
        }
      }
    }
    let host = ViewHost(Toolbar())
    #expect(shownTexts(host) == ["Share", "Favourite", "Delete", "Compact"])
    try host.tap("Compact")
    #expect(shownTexts(host) == ["More", "Compact"])
  }

  /// The host taps only what is shown: the same button in the candidate left out is not a
  /// second match.
  @Test func theHostTapsTheShownCandidate() throws {
    struct Actions: View {
      @State private var shared = 0
      var body: some View {
        VStack {
          ViewThatFits(in: .horizontal) {
            HStack {
              Button("Share") { shared += 1 }
              Button("Favourite") {}
            }
            Button("Share") { shared += 10 }
          }
          .frame(width: 100)
          Text("Shared \(shared)")
        }
      }
    }
    let host = ViewHost(Actions())
    try host.tap("Share")
    #expect(shownTexts(host).last == "Shared 10")
  }
}
