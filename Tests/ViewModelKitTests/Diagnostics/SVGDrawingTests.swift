import Foundation
import FoundationXML
import Testing
import ViewModelKit

private final class ParseErrors: NSObject, XMLParserDelegate {
  var errors: [String] = []

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    errors.append("\(parseError)")
  }
}

private struct GlowingButton: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Circle()
        .fill(.linearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
        .overlay(Circle().strokeBorder(.white, lineWidth: 2))
        .frame(width: 40, height: 40)
        .clipShape(.rect(cornerRadius: 8))
        .opacity(isOn ? 1 : 0.5)
      Button("Toggle") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
    }
  }
}

@MainActor
@Suite("SVG drawings")
struct SVGDrawingTests {
  private func parse(_ svg: String) -> [String] {
    let parser = XMLParser(data: Data(svg.utf8))
    let delegate = ParseErrors()
    parser.delegate = delegate
    if !parser.parse(), delegate.errors.isEmpty { delegate.errors.append("parse failed") }
    return delegate.errors
  }

  @Test func gradientsStrokesAndClipsMakeAWellFormedDocument() {
    let host = ViewHost(GlowingButton(), size: CGSize(width: 100, height: 100))
    let svg = host.svg()
    #expect(parse(svg).isEmpty)
    let lines = svg.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("<defs>") }.count == 2)
    #expect(lines.filter { $0.contains(##"clip-path="url(#clip-1)""##) }.count == 2)
    #expect(lines.contains { $0.contains(##"fill="url(#paint-1)" opacity="0.5" clip-path"##) })
  }

  @Test func aFilmstripNumbersItsDefinitionsAcrossFrames() throws {
    let host = ViewHost(GlowingButton(), size: CGSize(width: 100, height: 100))
    try host.tap("Toggle")
    let strip = host.filmstrip(frames: 3, over: 1)
    #expect(parse(strip).isEmpty)
    let ids = strip.components(separatedBy: #"<linearGradient id=""#).dropFirst()
      .map { $0.prefix(7) }
    #expect(ids == ["paint-1", "paint-2", "paint-3"])
    #expect(strip.components(separatedBy: "<clipPath id=").count - 1 == 1)
  }
}
