import Testing
import ViewModelKit

@MainActor
@Suite("Color")
struct ColorTests {
  @Test func systemColorsHaveSwiftUIsLightComponents() {
    let colors: [Color] = [
      .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
      .gray, .white, .black, .clear, .primary, .secondary, .accentColor,
    ]
    #expect(
      colors.map { $0.resolve().description } == [
        "#FF3B30FF", "#FF9500FF", "#FFCC00FF", "#34C759FF", "#00C7BEFF", "#30B0C7FF",
        "#32ADE6FF", "#007AFFFF", "#5856D6FF", "#AF52DEFF", "#FF2D55FF", "#A2845EFF",
        "#8E8E93FF", "#FFFFFFFF", "#000000FF", "#00000000", "#000000FF", "#3C3C4399",
        "#007AFFFF",
      ]
    )
  }

  @Test func colorsDescribeThemselvesAsSwiftUIDoes() {
    #expect(Color.red.description == "red")
    #expect(Color.accentColor.description == "accentColor")
    #expect(Color.red.opacity(0.5).description == "50% red")
    #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
    #expect(Color("Brand").description == #"NamedColor(name: "Brand", bundle: nil)"#)
  }

  @Test func systemColorsTakeTheirDarkComponentsInTheDarkAppearance() {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    #expect(Color.blue.resolve(in: dark).description == "#0A84FFFF")
    #expect(Color.red.resolve(in: dark).description == "#FF453AFF")
    #expect(Color.primary.resolve(in: dark).description == "#FFFFFFFF")
    #expect(Color(red: 1, green: 0, blue: 0).resolve(in: dark).description == "#FF0000FF")
    #expect(Color.blue.resolve(in: EnvironmentValues()).description == "#007AFFFF")
  }

  @Test func hueSaturationAndBrightnessMakeSRGBComponents() {
    #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve().description == "#FF0000FF")
    #expect(Color(hue: 0.25, saturation: 1, brightness: 1).resolve().description == "#80FF00FF")
    #expect(Color(hue: 0.5, saturation: 1, brightness: 1).resolve().description == "#00FFFFFF")
    #expect(Color(hue: 1, saturation: 1, brightness: 1).resolve().description == "#FF0000FF")
    #expect(Color(hue: 0.7, saturation: 0, brightness: 0.5).resolve().description == "#808080FF")
    #expect(
      Color(hue: 0.5, saturation: 0.5, brightness: 1, opacity: 0.5).resolve().description
        == "#80FFFF80"
    )
  }

  @Test func whiteAndOpacityInitialisers() {
    #expect(Color(white: 0.5).resolve().description == "#808080FF")
    #expect(Color(white: 1, opacity: 0.5).resolve().description == "#FFFFFF80")
    #expect(
      Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1).resolve().description == "#0000FFFF"
    )
    #expect(Color(white: 0.5, opacity: 0.5).opacity(0.5).resolve().opacity == 0.25)
  }

  @Test func anAssetColourIsTheDocumentedPlaceholderAndKeepsItsName() {
    let brand = Color("Brand")
    #expect(brand.resolve() == Color.assetPlaceholder)
    #expect(brand.resolve().description == "#808080FF")
    let host = ViewHost(
      Rectangle().fill(Color("Brand")).frame(width: 10, height: 10),
      size: CGSize(width: 10, height: 10)
    )
    #expect(
      snapshotLines(host) == [
        #"Rectangle (0, 0, 10, 10) fill(NamedColor(name: "Brand", bundle: nil))"#
      ]
    )
    #expect(
      drawnElements(host.svg()) == [
        ##"<path d="M0 0 L10 0 L10 10 L0 10 Z" fill="#808080" data-color="Brand"/>"##
      ]
    )
  }
}
