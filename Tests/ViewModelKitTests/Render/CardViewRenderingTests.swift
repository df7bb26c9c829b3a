import Foundation
import Testing
import ViewModelKit

// Seed 001: the card that expands with an animation and collapses with a jump, and its fix.

private struct CardContent {
  let title = "Release notes"
  let body = "Everything that changed in this version, in detail."
}

private struct BrokenCardView: View {
  let content = CardContent()
  @State private var isExpanded = false

  var body: some View {
    if isExpanded {
      ExpandedCard(content: content)
        .onTapGesture { withAnimation(.spring) { isExpanded = false } }
    } else {
      CollapsedCard(content: content)
        .onTapGesture { withAnimation(.spring) { isExpanded = true } }
    }
  }
}

private struct ExpandedCard: View {
  let content: CardContent
  var body: some View {
    VStack {
      Text(content.title)
      Text(content.body)
    }
    .frame(maxHeight: .infinity)
  }
}

private struct CollapsedCard: View {
  let content: CardContent
  var body: some View {
    Text(content.title).frame(height: 60)
  }
}

private struct FixedCardView: View {
  let content = CardContent()
  @State private var isExpanded = false

  var body: some View {
    VStack(alignment: .leading) {
      Text(content.title)
        .lineLimit(isExpanded ? nil : 1)

      if isExpanded {
        Text(content.body)
          .transition(.opacity)
      }
    }
    .frame(maxHeight: isExpanded ? .infinity : 60)
    .onTapGesture {
      withAnimation(.spring) { isExpanded.toggle() }
    }
  }
}

@MainActor
@Suite("Seed 001 rendered: identity and transitions")
struct CardViewRenderingTests {
  @Test func theFixedCardInterpolatesItsHeightBothWays() throws {
    let host = ViewHost(FixedCardView())
    #expect(host.snapshot().first("FixedCardView")?.frame.height == 60)
    try host.tap("Release notes")
    host.advance(frames: 6)
    let opening = try #require(host.snapshot().first("FixedCardView")?.frame.height)
    #expect(opening > 60 && opening < 844)
    try host.settle()
    #expect(host.snapshot().first("FixedCardView")?.frame.height == 844)
    try host.tap("Release notes")
    host.advance(frames: 6)
    let closing = try #require(host.snapshot().first("FixedCardView")?.frame.height)
    #expect(closing > 60 && closing < 844)
    try host.settle()
    #expect(host.snapshot().first("FixedCardView")?.frame.height == 60)
  }

  @Test func theBodyTextFadesInWithItsOpacityTransition() throws {
    let host = ViewHost(FixedCardView())
    try host.tap("Release notes")
    let inserted = try #require(host.snapshot().all("Text").last)
    #expect(inserted.text == CardContent().body)
    #expect(inserted.opacity == 0)
    host.advance(frames: 6)
    let fading = try #require(host.snapshot().all("Text").last?.opacity)
    #expect(fading > 0 && fading < 1)
    try host.settle()
    #expect(host.snapshot().all("Text").last?.opacity == 1)
  }

  @Test func theIfElseCardIsARemovalAndAnInsertionWithoutHeightInterpolation() throws {
    let host = ViewHost(BrokenCardView())
    try host.tap("Release notes")
    let start = host.snapshot()
    let leaving = try #require(start.first("CollapsedCard"))
    let arriving = try #require(start.first("ExpandedCard"))
    #expect(leaving.isLeaving)
    #expect(!arriving.isLeaving)
    #expect(leaving.frame.height == 60)
    #expect(arriving.frame.height == 844)
    host.advance(frames: 6)
    let middle = host.snapshot()
    let fadingOut = try #require(middle.first("CollapsedCard"))
    let fadingIn = try #require(middle.first("ExpandedCard"))
    #expect(fadingOut.frame.height == 60)
    #expect(fadingIn.frame.height == 844)
    #expect(fadingOut.opacity > 0 && fadingOut.opacity < 1)
    #expect(fadingIn.opacity > 0 && fadingIn.opacity < 1)
    try host.settle()
    #expect(host.snapshot().first("CollapsedCard") == nil)
    #expect(host.snapshot().first("ExpandedCard")?.opacity == 1)
  }

  @Test func aLeavingViewTakesNoInteraction() throws {
    let host = ViewHost(BrokenCardView())
    try host.tap("Release notes")
    #expect(host.snapshot().first("CollapsedCard")?.isLeaving == true)
    // Only the expanded card's title answers: the collapsed one is leaving.
    try host.tap("Release notes")
    #expect(host.snapshot().all("CollapsedCard").filter { !$0.isLeaving }.count == 1)
  }
}
