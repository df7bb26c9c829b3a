import Testing
import ViewModelKit

private struct Badge: View {
  let count: Int

  var body: some View {
    Text("\(count)")
      .padding(4)
      .background(.red, in: .capsule)
      .foregroundStyle(.white)
  }
}

private struct TagScreen: View {
  @State private var isSelected = false

  var body: some View {
    VStack(spacing: 10) {
      Text("Tag")
        .padding(6)
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1))
      Text("Inbox")
        .padding(8)
        .background(isSelected ? Color.blue : Color.clear)
        .overlay(alignment: .topTrailing) { Badge(count: 3) }
      Button("Select") { isSelected.toggle() }
    }
  }
}

@MainActor
@Suite("Background and overlay")
struct LayerModifierTests {
  private let screen = CGSize(width: 100, height: 100)

  @Test func aColourBackgroundIsProposedTheContentsSizeAndKeepsIt() throws {
    let host = ViewHost(
      Text("Hi").frame(width: 50, height: 20).background(Color.red),
      size: screen
    )
    #expect(snapshotLines(host) == ["Color (25, 40, 50, 20)", "Text \"Hi\" (42, 40, 16, 20)"])
    #expect(host.snapshot().first("Color")?.fill == .red)
  }

  @Test func aLayerIsAlignedToTheContentAndMayOverflowIt() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.blue.frame(width: 40, height: 40)
          .overlay(Color.red.frame(width: 60, height: 20), alignment: .top)
        Color.green.frame(width: 40, height: 20)
          .background(alignment: .bottomTrailing) { Color.yellow.frame(width: 10, height: 10) }
      },
      size: screen
    )
    #expect(
      snapshotLines(host) == [
        "VStack (30, 20, 40, 60)",
        "  Color (30, 20, 40, 40)",
        "  Color (20, 20, 60, 20)",
        "  Color (60, 70, 10, 10)",
        "  Color (30, 60, 40, 20)",
      ]
    )
  }

  @Test func aViewArgumentIsALayerToo() {
    let host = ViewHost(
      Color.blue.frame(width: 40, height: 20).background(Text("x"), alignment: .leading),
      size: screen
    )
    #expect(snapshotLines(host) == ["Text \"x\" (30, 40, 8, 20)", "Color (30, 40, 40, 20)"])
  }

  @Test func aBadgeIsACapsuleBehindItsText() throws {
    let host = ViewHost(Badge(count: 7), size: screen)
    #expect(
      snapshotLines(host) == [
        "Badge (42, 36, 16, 28)",
        "  Capsule (42, 36, 16, 28)",
        "  Text \"7\" foregroundColor(#ffffff) (46, 40, 8, 20)",
      ]
    )
    let capsule = try #require(host.snapshot().first("Capsule"))
    #expect(capsule.fill == .red)
    #expect(host.svg().contains(##"Z" fill="#ff3b30"/>"##))
  }

  @Test func aStrokedOverlayAndAnAlignedBadge() throws {
    let host = ViewHost(TagScreen(), size: CGSize(width: 200, height: 200))
    #expect(
      snapshotLines(host) == [
        "TagScreen (72, 46, 56, 108)",
        "  VStack (72, 46, 56, 108)",
        "    Text \"Tag\" (88, 52, 24, 20)",
        "    RoundedRectangle (82, 46, 36, 32) stroke(gray, lineWidth: 1)",
        "    Color (72, 88, 56, 36)",
        "    Text \"Inbox\" (80, 96, 40, 20)",
        "    Badge (112, 88, 16, 28)",
        "      Capsule (112, 88, 16, 28)",
        "      Text \"3\" foregroundColor(#ffffff) (116, 92, 8, 20)",
        "    Button (76, 134, 48, 20)",
        "      Text \"Select\" (76, 134, 48, 20)",
      ]
    )
    #expect(host.snapshot().first("Color")?.fill == .clear)
    try host.tap("Select")
    #expect(host.snapshot().first("Color")?.fill == .blue)
  }

  @Test func shapeStyleForms() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.clear.frame(width: 20, height: 10).background(.ultraThinMaterial)
        Color.clear.frame(width: 20, height: 10).background(in: .rect(cornerRadius: 4))
        Color.clear.frame(width: 20, height: 10).background()
        Color.clear.frame(width: 20, height: 10).overlay(.white.opacity(0.5), in: .ellipse)
        Color.clear.frame(width: 20, height: 10)
          .background(
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
          )
        Color.clear.frame(width: 20, height: 10).overlay(.tint)
      },
      size: screen
    )
    let layers = host.snapshot().roots[0].children
      .filter { $0.type != "Color" || $0.fill != .clear }
    #expect(
      layers.map { "\($0.type) \($0.frame.minY) \($0.drawings.map(\.description))" } == [
        "Rectangle 20.0 [\"fill(ultraThinMaterial)\"]",
        "RoundedRectangle 30.0 [\"fill(systemBackground)\"]",
        "Rectangle 40.0 [\"fill(systemBackground)\"]",
        "Ellipse 50.0 [\"fill(50% white)\"]",
        "LinearGradient 60.0 [\"fill(linearGradient([red 0, blue 1], startPoint: leading, endPoint: trailing))\"]",
        "Rectangle 70.0 [\"fill(accentColor)\"]",
      ]
    )
  }

  @Test func aBorderIsARectangleStrokedInsideTheFrame() {
    let host = ViewHost(
      Color.clear.frame(width: 20, height: 10).border(.gray, width: 2),
      size: screen
    )
    #expect(
      snapshotLines(host) == [
        "Color (40, 45, 20, 10)", "Rectangle (40, 45, 20, 10) stroke(gray, lineWidth: 2)",
      ]
    )
    #expect(
      drawnElements(host.svg())[1]
        == ##"<path d="M41 46 L59 46 L59 54 L41 54 Z" fill="none" stroke="#8e8e93""##
        + ##" stroke-width="2" stroke-miterlimit="10"/>"##
    )
  }
}

@MainActor
@Suite("Background style")
struct BackgroundStyleTests {
  @Test func theBackgroundStyleIsWhatBackgroundResolvesTo() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("A").background()
        Text("B").background(in: .capsule)
      }
      .backgroundStyle(.yellow)
    )
    let paints = host.snapshot().roots[0].children.filter { $0.type != "Text" }
      .map { "\($0.type) \($0.drawings.map(\.description))" }
    #expect(paints == ["Rectangle [\"fill(yellow)\"]", "Capsule [\"fill(yellow)\"]"])
    #expect(host.treeDescription().hasPrefix(".backgroundStyle(yellow)"))
  }
}
