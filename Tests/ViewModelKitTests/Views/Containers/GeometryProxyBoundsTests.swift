import Foundation
import Testing
import ViewModelKit

/// A reader under a header, in a padded card that names its coordinate space.
private struct Card: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("Header")
      GeometryReader { proxy in
        Text(Self.describe(proxy.bounds(of: .named("card"))))
        Text(Self.describe(proxy.bounds(of: .named("missing"))))
      }
      .frame(width: 100, height: 40)
    }
    .padding(10)
    .coordinateSpace(.named("card"))
  }

  static func describe(_ bounds: CGRect?) -> String {
    guard let bounds else { return "none" }
    return "\(Int(bounds.minX)) \(Int(bounds.minY)) \(Int(bounds.width)) \(Int(bounds.height))"
  }
}

/// The same card named with the older `coordinateSpace(name:)`, and a reader whose position
/// changes.
private struct GrowingCard: View {
  @State private var isTall = false

  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: 100, height: isTall ? 60 : 20)
      GeometryReader { proxy in
        Text(Card.describe(proxy.bounds(of: .named("card"))))
      }
      .frame(width: 100, height: 40)
      Button("Grow") { isTall = true }
    }
    .coordinateSpace(name: "card")
  }
}

@MainActor
@Suite("GeometryProxy.bounds(of:)")
struct GeometryProxyBoundsTests {
  /// A named space's bounds are in the reader's coordinates, and `nil` for an unknown name.
  ///
  /// The card (100 × 60 padded by 10: 120 × 80) is centred at (135, 382); the reader is at
  /// (145, 412), so the card's bounds start 10 points left of it and 30 above. No view names
  /// "missing".
  @Test func theBoundsOfANamedSpaceAreInTheReadersCoordinates() {
    let texts = ViewHost(Card()).snapshot().all("Text").compactMap(\.text)
    #expect(texts == ["Header", "-10 -30 120 80", "none"])
  }

  /// When the view above the reader grows, the card's bounds move up in the reader's
  /// coordinates.
  @Test func theBoundsFollowTheLayout() throws {
    let host = ViewHost(GrowingCard())
    // The card is 100 × 80 (20 + 40 + the 20-point button); the reader 20 points down.
    #expect(host.snapshot().all("Text").first?.text == "0 -20 100 80")
    try host.tap("Grow")
    #expect(host.snapshot().all("Text").first?.text == "0 -60 100 120")
  }
}
