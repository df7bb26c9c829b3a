#if os(Linux)
import CoreGraphics
import Testing

// A file of an app that imports only CoreGraphics: the layout constants of a keypad and the
// transform that mirrors its keys for a right-to-left layout.

private enum KeypadMetrics {
  static let spacing: CGFloat = 12
  static let columns = 4

  static func keySide(in width: CGFloat) -> CGFloat {
    (width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
  }

  static func frame(ofKey index: Int, in width: CGFloat) -> CGRect {
    let side = keySide(in: width)
    let origin = CGPoint(
      x: spacing + CGFloat(index % columns) * (side + spacing),
      y: spacing + CGFloat(index / columns) * (side + spacing)
    )
    return CGRect(origin: origin, size: CGSize(width: side, height: side))
  }

  static func mirrored(in width: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: -width, y: 0)
  }
}

@Suite("import CoreGraphics")
struct CoreGraphicsImportTests {
  @Test func aFileThatImportsOnlyCoreGraphicsBuildsAndMeasures() {
    #expect(KeypadMetrics.keySide(in: 380) == 80)
    #expect(KeypadMetrics.frame(ofKey: 5, in: 380) == CGRect(x: 104, y: 104, width: 80, height: 80))
    let mirrored = CGPoint(x: 12, y: 40).applying(KeypadMetrics.mirrored(in: 380))
    #expect(mirrored == CGPoint(x: 368, y: 40))
  }
}
#endif
