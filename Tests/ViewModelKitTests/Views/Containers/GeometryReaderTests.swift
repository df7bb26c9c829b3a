import Foundation
import Testing
import ViewModelKit

private struct ProgressBar: View {
  let progress: Double

  var body: some View {
    GeometryReader { proxy in
      Rectangle()
        .frame(width: proxy.size.width * progress)
    }
    .frame(height: 8)
  }
}

private struct DownloadScreen: View {
  @State private var progress = 0.25
  @State private var isWide = true

  var body: some View {
    VStack {
      ProgressBar(progress: progress)
        .frame(width: isWide ? 200 : 100)
      Button("Advance") { progress += 0.25 }
      Button("Narrow") { withAnimation(.linear(duration: 1)) { isWide = false } }
    }
  }
}

private struct Card: View {
  var body: some View {
    VStack {
      Text("Header")
      GeometryReader { proxy in
        Text(
          "\(Int(proxy.frame(in: .named("card")).minY)) \(Int(proxy.frame(in: .global).minY)) "
            + "\(Int(proxy.frame(in: .local).minY)) \(Int(proxy.size.width))"
        )
      }
      .frame(height: 20)
    }
    .padding(10)
    .coordinateSpace(name: "card")
  }
}

@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
  /// The reader takes the 200 × 8 it is offered and its content, built with that size, is a
  /// quarter of it, at the reader's top-leading corner.
  @Test func aProgressBarIsAFractionOfTheReadersWidth() throws {
    let host = ViewHost(DownloadScreen())
    let snapshot = host.snapshot()
    #expect(snapshot.first("GeometryReader")?.frame == rect(95, 390, 200, 8))
    #expect(snapshot.first("Rectangle")?.frame == rect(95, 390, 50, 8))
  }

  @Test func theContentFollowsTheProgress() throws {
    let host = ViewHost(DownloadScreen())
    try host.tap("Advance")
    #expect(host.snapshot().first("Rectangle")?.frame == rect(95, 390, 100, 8))
  }

  /// A new proposal (the parent's frame narrows) builds the content again in the same update,
  /// with the update's animation.
  @Test func aNewProposalRebuildsTheContentInTheSameTransaction() throws {
    let host = ViewHost(DownloadScreen())
    try host.tap("Advance")
    try host.tap("Narrow")
    let reader = try #require(host.updates.last { $0.view == "GeometryReader" })
    #expect(reader.transaction.animation == .linear(duration: 1))
    host.advance(by: 0.5)
    #expect(host.snapshot().first("Rectangle")?.frame.width == 75)
    try host.settle()
    #expect(host.snapshot().first("GeometryReader")?.frame == rect(145, 390, 100, 8))
    #expect(host.snapshot().first("Rectangle")?.frame == rect(145, 390, 50, 8))
  }

  /// `frame(in:)` in a named space, the screen's and the reader's own.
  @Test func framesInCoordinateSpaces() {
    let host = ViewHost(Card())
    #expect(shownTexts(host) == ["Header", "38 426 0 370"])
  }

  /// The iOS 17 spelling of the named space.
  @Test func theNamedSpaceInItsNewerSpelling() {
    struct Badge: View {
      var body: some View {
        ZStack {
          GeometryReader { proxy in
            Text("\(Int(proxy.frame(in: .named("badge")).minX))")
          }
          .frame(width: 40, height: 20)
          .padding(.leading, 30)
        }
        .coordinateSpace(.named("badge"))
      }
    }
    #expect(shownTexts(ViewHost(Badge())) == ["30"])
  }

  /// With nothing offered on an axis, a reader takes 0 there.
  @Test func aReaderOfferedNoHeightIsZeroHigh() {
    struct Strip: View {
      var body: some View {
        VStack(spacing: 0) {
          Text("Top")
          GeometryReader { _ in Color.red }
          Text("Bottom")
        }
        .fixedSize(horizontal: false, vertical: true)
      }
    }
    let snapshot = ViewHost(Strip()).snapshot()
    #expect(snapshot.first("GeometryReader")?.frame.height == 0)
    #expect(snapshot.first("VStack")?.frame.height == 40)
  }
}
