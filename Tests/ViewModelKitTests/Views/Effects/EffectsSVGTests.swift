import Testing
import ViewModelKit

@MainActor
@Suite("Render effects in SVG")
struct EffectsSVGTests {
  private func lines<V: View>(_ view: V) -> [String] {
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    return host.svg().split(separator: "\n").map(String.init)
  }

  @Test func blurShadowAndColourAdjustmentsAreOneFilterInnermostFirst() {
    let svg = lines(
      Color.red.frame(width: 20, height: 10)
        .blur(radius: 3)
        .grayscale(0.25)
        .shadow(color: .black, radius: 4, x: 1, y: 2)
    )
    #expect(svg.count == 4)
    let element = svg[2]
    #expect(element.hasPrefix("<defs><filter id=\"fx"))
    #expect(
      element.contains(
        ##"x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB">"##
          + ##"<feGaussianBlur stdDeviation="3"/><feColorMatrix type="saturate" values="0.75"/>"##
          + ##"<feDropShadow dx="1" dy="2" stdDeviation="2" flood-color="#000000""##
          + ##" flood-opacity="1"/></filter></defs>"##
      )
    )
    #expect(
      element.contains(
        ##"<rect x="40" y="45" width="20" height="10" fill="#ff3b30" filter="url(#fx"##
      )
    )
  }

  @Test func brightnessContrastHueAndInversionAreFilterPrimitives() {
    let svg = lines(
      Color.blue.frame(width: 10, height: 10)
        .brightness(0.25)
        .contrast(2)
        .hueRotation(.degrees(30))
        .colorInvert()
        .colorMultiply(Color(red: 1, green: 0.5, blue: 0))
        .luminanceToAlpha()
    )
    let linear = { (slope: String, intercept: String) in
      "<feComponentTransfer>"
        + ["R", "G", "B"]
        .map { ##"<feFunc\##($0) type="linear" slope="\##(slope)" intercept="\##(intercept)"/>"## }
        .joined() + "</feComponentTransfer>"
    }
    let invert =
      "<feComponentTransfer>"
      + ["R", "G", "B"].map { ##"<feFunc\##($0) type="table" tableValues="1 0"/>"## }.joined()
      + "</feComponentTransfer>"
    #expect(
      svg[2]
        .contains(
          linear("1", "0.25") + linear("2", "-0.5")
            + ##"<feColorMatrix type="hueRotate" values="30"/>"## + invert
            + ##"<feColorMatrix type="matrix" values="1 0 0 0 0 0 0.5 0 0 0 0 0 0 0 0 0 0 0 1 0"/>"##
            + ##"<feColorMatrix type="luminanceToAlpha"/></filter>"##
        )
    )
  }

  @Test func clippedWrapsTheElementInAClipPathGroup() {
    let svg = lines(Color.green.frame(width: 40, height: 10).offset(x: 30).clipped())
    #expect(
      svg[2].hasPrefix(##"<defs><clipPath id="clip"##)
        && svg[2]
          .contains(
            ##"><rect x="30" y="45" width="40" height="10"/></clipPath></defs><g clip-path="url(#clip"##
          )
        && svg[2].hasSuffix(##"><rect x="60" y="45" width="40" height="10" fill="#34c759"/></g>"##)
    )
  }

  @Test func aThreeDRotationIsProjectedOrthographically() {
    let quarter = lines(
      Color.red.frame(width: 20, height: 10).rotation3DEffect(.degrees(90), axis: (0, 1, 0))
    )
    // A quarter turn about the vertical axis: zero wide, about the centre (50, 50).
    #expect(
      quarter[2]
        == ##"<rect x="40" y="45" width="20" height="10" fill="#ff3b30" transform="matrix(0 0 0 1 50 0)"/>"##
    )
    let half = lines(
      Color.red.frame(width: 20, height: 10)
        .rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0), anchor: .top)
    )
    // A half turn about the horizontal axis through the top edge: mirrored upwards.
    #expect(half[2].hasSuffix(##"transform="matrix(1 0 0 -1 0 90)"/>"##))
  }

  @Test func blendModesAreCSSMixBlendModes() {
    let svg = lines(Color.yellow.frame(width: 10, height: 10).blendMode(.colorBurn))
    #expect(svg[2].hasSuffix(##"style="mix-blend-mode: color-burn"/>"##))
    let recorded = lines(Color.yellow.frame(width: 10, height: 10).blendMode(.destinationOut))
    #expect(!recorded[2].contains("style"))
  }

  @Test func zIndexOrdersTheElements() {
    let svg = lines(
      ZStack {
        Color.red.frame(width: 10, height: 10).zIndex(2)
        Color.blue.frame(width: 10, height: 10)
      }
    )
    #expect(svg[2].contains("#007aff") && svg[3].contains("#ff3b30"))
  }
}
