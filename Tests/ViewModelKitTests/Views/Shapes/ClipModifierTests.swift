import Testing
import ViewModelKit

private struct Avatar: View {
  var body: some View {
    Color.orange
      .frame(width: 40, height: 40)
      .overlay { Text("AB") }
      .clipShape(.circle)
  }
}

@MainActor
@Suite("Clips")
struct ClipModifierTests {
  private let screen = CGSize(width: 60, height: 60)

  @Test func aClipShapeShowsOnEveryViewBelowIt() throws {
    let host = ViewHost(Avatar(), size: screen)
    #expect(
      snapshotLines(host) == [
        "Avatar (10, 10, 40, 40)",
        "  Color (10, 10, 40, 40) clipShape(Circle)",
        "  Text \"AB\" (22, 20, 16, 20) clipShape(Circle)",
      ]
    )
    let clip = try #require(host.snapshot().first("Color")?.clip)
    #expect(clip == Circle().path(in: CGRect(x: 10, y: 10, width: 40, height: 40)))
    #expect(host.treeDescription().contains(".clipShape(Circle)"))
  }

  @Test func svgClipsWithOneClipPathPerShape() {
    let host = ViewHost(Avatar(), size: screen)
    #expect(
      drawnElements(host.svg()) == [
        ##"<defs><clipPath id="clip-1"><path d="M50 30 C50 41.046 41.046 50 30 50"##
          + ##" C18.954 50 10 41.046 10 30 C10 18.954 18.954 10 30 10 C41.046 10 50 18.954 50 30 Z"/>"##
          + ##"</clipPath></defs>"##,
        ##"<rect x="10" y="10" width="40" height="40" fill="#ff9500" clip-path="url(#clip-1)"/>"##,
        ##"<text x="22" y="35" font-family="monospace" font-size="14" letter-spacing="-0.4""##
          + ##" clip-path="url(#clip-1)">AB</text>"##,
      ]
    )
  }

  @Test func cornerRadiusClipsToARoundedRectangle() throws {
    let host = ViewHost(
      Text("Card").padding(8).background(Color.yellow).cornerRadius(6),
      size: screen
    )
    #expect(
      snapshotLines(host) == [
        "Color (6, 12, 48, 36) clipShape(RoundedRectangle(cornerRadius: 6))",
        "Text \"Card\" (14, 20, 32, 20) clipShape(RoundedRectangle(cornerRadius: 6))",
      ]
    )
    let clip = try #require(host.snapshot().first("Color")?.clip)
    #expect(clip.boundingRect == CGRect(x: 6, y: 12, width: 48, height: 36))
  }

  @Test func aShapeMaskClipsAndOtherMasksAreRecorded() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).mask { Circle() }
        Color.blue.frame(width: 20, height: 20).mask(RoundedRectangle(cornerRadius: 4).fill(.black))
        Color.green.frame(width: 20, height: 20).mask { Text("M") }
      },
      size: screen
    )
    #expect(
      snapshotLines(host) == [
        "VStack (20, 0, 20, 60)",
        "  Color (20, 0, 20, 20) clipShape(Circle)",
        "  Color (20, 20, 20, 20) clipShape(RoundedRectangle)",
        "  Color (20, 40, 20, 20)",
      ]
    )
    #expect(host.treeDescription().contains(".mask(Text)"))
  }

  @Test func contentShapeIsRecorded() {
    let host = ViewHost(
      HStack {
        Text("Row")
        Spacer()
      }
      .contentShape(Rectangle()),
      size: screen
    )
    #expect(host.treeDescription().hasPrefix(".contentShape(Rectangle)"))
  }
}
