import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("Text drawing")
struct TextDrawingTests {
  private let small = CGSize(width: 100, height: 60)

  /// The lines of an SVG document between the background and the closing tag.
  private func body(_ svg: String) -> [Substring] {
    Array(svg.split(separator: "\n").dropFirst(2).dropLast())
  }

  @Test func textWithoutAFontIsDrawnAsBefore() {
    #expect(
      body(ViewHost(Text("Hi"), size: small).svg()) == [
        ##"<text x="42" y="35" font-family="monospace" font-size="14" letter-spacing="-0.4">Hi</text>"##
      ]
    )
  }

  @Test func theFontSizeScalesTheDrawing() {
    // 34 points is twice 17: size 28, spacing -0.8, baseline 30 points down; the text is 32 × 40.
    #expect(
      body(ViewHost(Text("Hi").font(.largeTitle), size: small).svg()) == [
        ##"<text x="34" y="40" font-family="monospace" font-size="28" letter-spacing="-0.8">Hi</text>"##
      ]
    )
  }

  @Test func weightItalicLinesAndColourAreDrawn() {
    let text = Text("Hi").bold().italic().underline().strikethrough()
      .foregroundColor(Color(red: 1, green: 0, blue: 0, opacity: 0.5))
    #expect(
      body(ViewHost(text, size: small).svg()) == [
        ##"<text x="42" y="35" font-family="monospace" font-size="14" letter-spacing="-0.4""##
          + ##" font-weight="700" font-style="italic" text-decoration="underline line-through""##
          + ##" fill="#ff0000" fill-opacity="0.5">Hi</text>"##
      ]
    )
  }

  @Test func joinedRunsThatDifferAreDrawnAsSpans() {
    let text = Text("a").bold() + Text("b") + Text("c").font(.system(size: 34))
    // Measured at the largest run's 34 points: 3 × 16 by 40.
    #expect(
      body(ViewHost(text, size: small).svg()) == [
        ##"<text x="26" y="40" font-family="monospace" font-size="28" letter-spacing="-0.8">"##
          + ##"<tspan font-weight="700" font-size="14">a</tspan><tspan font-size="14">b</tspan>"##
          + ##"<tspan>c</tspan></text>"##
      ]
    )
  }

  @Test func multilineTextAlignmentPlacesEachLine() {
    let text = Text("abc d").multilineTextAlignment(.center).frame(width: 24)
    let host = ViewHost(text, size: small)
    #expect(host.snapshot().first("Text")?.textAlignment == .center)
    #expect(
      body(host.svg()) == [
        ##"<text x="38" y="25" font-family="monospace" font-size="14" letter-spacing="-0.4">"##
          + ##"<tspan x="38" dy="0">abc</tspan><tspan x="46" dy="20">d</tspan></text>"##
      ]
    )
  }

  @Test func wrappedLinesStepByTheScaledLineHeight() {
    let text = Text("ab cd").font(.largeTitle).frame(width: 40)
    #expect(
      body(ViewHost(text, size: small).svg()) == [
        ##"<text x="34" y="20" font-family="monospace" font-size="28" letter-spacing="-0.8">"##
          + ##"<tspan x="34" dy="0">ab</tspan><tspan x="34" dy="40">cd</tspan></text>"##
      ]
    )
  }
}
