import Foundation
import FoundationXML
import Testing
import ViewModelKit

/// A red bar that grows from 20 to 40 points wide along a half-second linear animation.
private struct GrowingBar: View {
  @State private var isWide = false

  var body: some View {
    VStack {
      Button("Grow") { withAnimation(.linear(duration: 0.5)) { isWide.toggle() } }
      Color.red.frame(width: isWide ? 40 : 20, height: 10)
    }
  }
}

/// A square that fades out when hidden.
private struct FadingSquare: View {
  @State private var isShown = true

  var body: some View {
    VStack {
      Button("Hide") { withAnimation(.linear(duration: 0.5)) { isShown = false } }
      if isShown {
        Color.blue.frame(width: 10, height: 10).transition(.opacity)
      }
    }
  }
}

/// Collects parse errors; the document is well-formed when there are none.
private final class ParseErrors: NSObject, XMLParserDelegate {
  var errors: [String] = []
  var elementCount = 0

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    errors.append("\(parseError)")
  }

  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String]
  ) {
    elementCount += 1
  }
}

@MainActor
@Suite("SVGRenderer")
struct SVGRendererTests {
  private let small = CGSize(width: 40, height: 40)

  /// The lines between the background and the closing tag.
  private func body(_ svg: String) -> [Substring] {
    Array(svg.split(separator: "\n").dropFirst(2).dropLast())
  }

  private func parse(_ svg: String) -> ParseErrors {
    let parser = XMLParser(data: Data(svg.utf8))
    let delegate = ParseErrors()
    parser.delegate = delegate
    if !parser.parse(), delegate.errors.isEmpty { delegate.errors.append("parse failed") }
    return delegate
  }

  @Test func colorIsARectOfItsFrameOnAWhiteScreen() {
    let host = ViewHost(Color.red.frame(width: 10, height: 10), size: small)
    #expect(
      host.svg() == """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
        <rect width="40" height="40" fill="#ffffff"/>
        <rect x="15" y="15" width="10" height="10" fill="#ff3b30"/>
        </svg>

        """
    )
  }

  @Test func textIsMonospacedWithItsBaselineFifteenPointsBelowItsTop() {
    let host = ViewHost(Text("Hi"), size: small)
    #expect(
      body(host.svg()) == [
        ##"<text x="12" y="25" font-family="monospace" font-size="14" letter-spacing="-0.4">Hi</text>"##
      ]
    )
  }

  @Test func circleIsAPathOfCurvesMovedToItsFrame() {
    let host = ViewHost(Circle().fill(Color.blue).frame(width: 20, height: 20), size: small)
    #expect(
      body(host.svg()) == [
        ##"<path d="M30 20 C30 25.523 25.523 30 20 30 C14.477 30 10 25.523 10 20"##
          + ##" C10 14.477 14.477 10 20 10 C25.523 10 30 14.477 30 20 Z" fill="#007aff"/>"##
      ]
    )
  }

  @Test func nestedOpacityIsAppliedOnceAsTheEffectiveOpacity() {
    let view = VStack {
      Text("A")
      Color.red.frame(width: 10, height: 10).opacity(0.5)
    }
    .opacity(0.5)
    let host = ViewHost(view, size: small)
    #expect(
      body(host.svg()) == [
        ##"<text x="16" y="16" font-family="monospace" font-size="14" letter-spacing="-0.4" opacity="0.5">A</text>"##,
        ##"<rect x="15" y="29" width="10" height="10" fill="#ff3b30" opacity="0.25"/>"##,
      ]
    )
  }

  @Test func translucentFillRotationAndHexOfNonPrimaryColours() {
    let view = Color(red: 1, green: 0.8, blue: 0, opacity: 0.5)
      .frame(width: 10, height: 20)
      .rotationEffect(.degrees(30))
    let host = ViewHost(view, size: small)
    #expect(
      body(host.svg()) == [
        ##"<rect x="15" y="10" width="10" height="20" fill="#ffcc00" fill-opacity="0.5""##
          + ##" transform="rotate(30 20 20)"/>"##
      ]
    )
  }

  @Test func escapesMarkupAndForbiddenCharacters() {
    let host = ViewHost(Text("a<b & \"c\" 'd'\u{7}>"), size: CGSize(width: 200, height: 20))
    let svg = host.svg()
    #expect(
      body(svg) == [
        ##"<text x="40" y="15" font-family="monospace" font-size="14" letter-spacing="-0.4">"##
          + "a&lt;b &amp; &quot;c&quot; &apos;d&apos;\u{FFFD}&gt;</text>"
      ]
    )
    #expect(parse(svg).errors.isEmpty)
  }

  @Test func wrappedTextShowsOneLinePerTSpan() {
    let host = ViewHost(Text("Hi <&>"), size: small)
    #expect(
      body(host.svg()) == [
        ##"<text x="8" y="15" font-family="monospace" font-size="14" letter-spacing="-0.4">"##
          + ##"<tspan x="8" dy="0">Hi</tspan><tspan x="8" dy="20">&lt;&amp;&gt;</tspan></text>"##
      ]
    )
  }

  @Test func leavingViewsAreMarked() throws {
    let host = ViewHost(FadingSquare(), size: small)
    try host.tap("Hide")
    host.advance(by: 0.25)
    let square = try #require(body(host.svg()).last)
    #expect(square.contains(##"fill="#007aff""##))
    #expect(square.contains(##"opacity="0.5""##))
    #expect(square.hasSuffix(##" class="leaving"/>"##))
    try host.settle()
    #expect(!host.svg().contains("#007aff"))
  }

  @Test func filmstripShowsEvenlySpacedCaptionedFramesOfTheAnimation() throws {
    let host = ViewHost(GrowingBar(), size: CGSize(width: 60, height: 40))
    try host.tap("Grow")
    let strip = host.filmstrip(frames: 3, over: 0.5)
    #expect(host.time == 0.5)
    let lines = strip.split(separator: "\n")
    #expect(lines.first?.contains(##"width="212" height="64""##) == true)
    #expect(
      lines.filter { $0.hasPrefix("<g transform=") } == [
        ##"<g transform="translate(0,0)">"##,
        ##"<g transform="translate(76,0)">"##,
        ##"<g transform="translate(152,0)">"##,
      ]
    )
    let captions = lines.filter { $0.contains(" s</text>") }
    #expect(
      captions == [
        ##"<text x="0" y="16" font-family="monospace" font-size="14">t = 0.000 s</text>"##,
        ##"<text x="0" y="16" font-family="monospace" font-size="14">t = 0.250 s</text>"##,
        ##"<text x="0" y="16" font-family="monospace" font-size="14">t = 0.500 s</text>"##,
      ]
    )
    #expect(
      lines.filter { $0.contains("#ff3b30") } == [
        ##"<rect x="20" y="29" width="20" height="10" fill="#ff3b30"/>"##,
        ##"<rect x="15" y="29" width="30" height="10" fill="#ff3b30"/>"##,
        ##"<rect x="10" y="29" width="40" height="10" fill="#ff3b30"/>"##,
      ]
    )
  }

  @Test func filmstripParsesAsXML() throws {
    let host = ViewHost(GrowingBar(), size: CGSize(width: 60, height: 40))
    try host.tap("Grow")
    let result = parse(host.filmstrip(frames: 4, over: 0.5))
    #expect(result.errors.isEmpty)
    // The document, its background, and per frame: a group, a caption, a screen, its
    // background, the title and the bar.
    #expect(result.elementCount == 2 + 4 * 6)
  }

  @Test func filmstripNeedsTwoFrames() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = ViewHost(GrowingBar()).filmstrip(frames: 1, over: 0.5)
      }
    }
  }
}
