import Testing
import ViewModelKit

/// A marker that follows the selected slot: the slot is the source, the marker is not.
private struct SlotPicker: View {
  @Namespace private var slots
  @State private var selected = 0
  var properties: MatchedGeometryProperties = .frame
  var anchor: UnitPoint = .center

  var body: some View {
    ZStack {
      Color.red.frame(width: 80, height: 40)
        .matchedGeometryEffect(id: "slot", in: slots)
        .position(x: selected == 0 ? 100 : 300, y: 200)
      Circle()
        .matchedGeometryEffect(
          id: "slot",
          in: slots,
          properties: properties,
          anchor: anchor,
          isSource: false
        )
        .frame(width: 10, height: 10)
        .position(x: 195, y: 600)
      Button("Next") { withAnimation(.linear(duration: 1)) { selected = 1 - selected } }
        .position(x: 195, y: 800)
    }
  }
}

/// Two sources with the same identifier.
private struct TwinSources: View {
  @Namespace private var space

  var body: some View {
    VStack {
      Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: "twin", in: space)
      Color.blue.frame(width: 40, height: 40).matchedGeometryEffect(id: "twin", in: space)
    }
  }
}

/// A view that hands its namespace to its parent, then goes away while the parent keeps using it.
private struct NamespaceOwner: View {
  @Namespace private var owned
  @Binding var kept: Namespace.ID?

  var body: some View {
    Text("Owner").onAppear { kept = owned }
  }
}

private struct KeptNamespace: View {
  @State private var kept: Namespace.ID?
  @State private var showsOwner = true

  var body: some View {
    ZStack {
      if showsOwner { NamespaceOwner(kept: $kept) }
      if let kept {
        Color.red.frame(width: 50, height: 50).matchedGeometryEffect(id: 1, in: kept)
          .position(x: 100, y: 100)
        Rectangle().matchedGeometryEffect(id: 1, in: kept, isSource: false)
          .frame(width: 5, height: 5)
      }
      Button("Drop owner") { showsOwner = false }.position(x: 195, y: 800)
    }
  }
}

@MainActor
@Suite("matchedGeometryEffect sources")
struct MatchedGeometrySourceTests {
  @Test func followerTakesTheSourceFrameAndMovesWithIt() throws {
    let host = ViewHost(SlotPicker())
    #expect(host.snapshot().first("Circle")?.frame == CGRect(x: 60, y: 180, width: 80, height: 40))
    #expect(host.snapshot().first("Color")?.frame == CGRect(x: 60, y: 180, width: 80, height: 40))
    try host.tap("Next")
    let samples = host.timeline(advancingBy: 1) { $0.first("Circle")?.frame }
    for (frame, sample) in samples.enumerated() {
      let x = 60 + 200 * Double(frame) / 60
      let circle = try #require(sample.value)
      #expect(isClose(circle.minX, x, tolerance: 1e-4), "frame \(frame): \(circle)")
      #expect(circle.minY == 180 && circle.size == CGSize(width: 80, height: 40))
    }
  }

  @Test func positionOnlyKeepsTheFollowersOwnSize() {
    let host = ViewHost(SlotPicker(properties: .position))
    #expect(host.snapshot().first("Circle")?.frame == CGRect(x: 95, y: 195, width: 10, height: 10))
  }

  @Test func sizeOnlyKeepsTheFollowersOwnAnchorPoint() {
    let host = ViewHost(SlotPicker(properties: .size))
    #expect(
      host.snapshot().first("Circle")?.frame == CGRect(x: 155, y: 580, width: 80, height: 40)
    )
  }

  @Test func anchorMatchesThatPointOfTheSource() {
    let host = ViewHost(SlotPicker(properties: .position, anchor: .topLeading))
    #expect(host.snapshot().first("Circle")?.frame == CGRect(x: 60, y: 180, width: 10, height: 10))
  }

  @Test func twoSourcesLogSwiftUIsWarning() throws {
    let host = ViewHost(TwinSources())
    let warning = try #require(host.warnings.first)
    #expect(
      warning.hasPrefix(
        "Multiple inserted views in matched geometry group Pair<Int, ID>(first: \"twin\", "
      ) == false
    )
    #expect(
      warning.hasPrefix(
        "Multiple inserted views in matched geometry group Pair<String, ID>(first: \"twin\", "
          + "second: Namespace.ID(id: "
      )
    )
    #expect(warning.hasSuffix(")) have `isSource: true`, results are undefined."))
    #expect(host.warnings.count == 1)
    // Both keep their own layout.
    #expect(
      host.snapshot().all("Color").map(\.frame.size) == [
        CGSize(width: 20, height: 20), CGSize(width: 40, height: 40),
      ]
    )
  }

  @Test func namespaceKeptAfterItsViewIsGoneStillMatches() throws {
    let host = ViewHost(KeptNamespace())
    let matched = CGRect(x: 75, y: 75, width: 50, height: 50)
    #expect(shownTexts(host) == ["Owner", "Drop owner"])
    #expect(host.snapshot().first("Rectangle")?.frame == matched)
    try host.tap("Drop owner")
    #expect(shownTexts(host) == ["Drop owner"])
    #expect(host.snapshot().first("Rectangle")?.frame == matched)
    #expect(host.warnings.isEmpty)
  }
}

/// A follower with a broken anchor, and a namespace read outside a body.
private struct BadInput: View {
  @Namespace private var space

  var body: some View {
    ZStack {
      Color.red.frame(width: 80, height: 40).matchedGeometryEffect(id: 0, in: space)
        .position(x: 100, y: 100)
      Circle()
        .matchedGeometryEffect(
          id: 0,
          in: space,
          properties: .position,
          anchor: UnitPoint(x: .nan, y: .infinity),
          isSource: false
        )
        .frame(width: 10, height: 10)
    }
  }
}

@MainActor
@Suite("matchedGeometryEffect bad input")
struct MatchedGeometryBadInputTests {
  @Test func aNonFiniteAnchorIsTheCentre() {
    let host = ViewHost(BadInput())
    #expect(host.snapshot().first("Circle")?.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
    #expect(!host.svg().contains("nan"))
  }

  @Test func aNamespaceReadOutsideABodyGivesAFreshIDAndWarns() {
    let namespace = Namespace()
    let host = ViewHost(BadInput())
    var first: Namespace.ID?
    var second: Namespace.ID?
    host.measure("outside") {
      first = namespace.wrappedValue
      second = namespace.wrappedValue
    }
    #expect(first != second)
    #expect(
      host.warnings == [
        "Reading a Namespace property outside View.body. This will lead to unstable views.",
        "Reading a Namespace property outside View.body. This will lead to unstable views.",
      ]
    )
  }
}
