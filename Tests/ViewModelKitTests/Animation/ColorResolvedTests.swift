import Testing
import ViewModelKit

@Suite("Color.Resolved")
struct ColorResolvedTests {
  @Test func componentsRoundTripThroughLinearFloats() {
    let grey = Color.Resolved(colorSpace: .sRGB, red: 0.3, green: 0.3, blue: 0.3, opacity: 0.3)
    #expect(grey.red == 0.29999998)
    #expect(grey.description == "#4C4C4C4D")
    #expect(Color.Resolved(red: 0.5, green: 0.5, blue: 0.5).description == "#808080FF")
  }

  @Test func displayP3ComponentsAreConvertedToSRGB() {
    let tint = Color.Resolved(
      colorSpace: .displayP3,
      red: 0.412,
      green: 0.508,
      blue: 0.69,
      opacity: 0.748
    )
    #expect(tint.description == "#6382B4BF")
    let grey = Color.Resolved(
      colorSpace: .displayP3,
      red: 0.3,
      green: 0.3,
      blue: 0.3,
      opacity: 0.3
    )
    #expect(grey.description == "#4D4C4C4D")
    let dark = Color.Resolved(
      colorSpace: .displayP3,
      red: 0.01,
      green: 0.02,
      blue: 0.03,
      opacity: 0.04
    )
    #expect(dark.description == "#0205080A")
  }

  @Test func aSaturatedDisplayP3ColourLiesOutsideSRGB() {
    let red = Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0)
    #expect(red.linearRed == 1.2249)
    #expect(red.linearGreen == -0.042)
    #expect(red.description == "#FF0000FF")
  }

  @Test func aDisplayP3ColourDescribesItsSRGBComponents() {
    #expect(Color(.displayP3, red: 0.3, green: 0.3, blue: 0.3).description == "#4D4C4CFF")
  }
}
