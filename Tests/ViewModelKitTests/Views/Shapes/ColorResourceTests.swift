import Testing
import ViewModelKit

// What the AppResources plugin generates for an asset catalog with a colour set that has a
// dark appearance, one made of a system colour, and one whose values are unknown.
extension ColorResource {
  fileprivate static let noteAccent = ColorResource(
    name: "NoteAccent",
    bundle: .main,
    light: Color(.sRGB, red: 0.851, green: 0.435, blue: 0.098, opacity: 1),
    dark: Color(.sRGB, red: 1, green: 0.624, blue: 0.333, opacity: 1)
  )
  fileprivate static let hairline = ColorResource(
    name: "Hairline",
    bundle: .main,
    light: Color(UIColor.separator)
  )
  fileprivate static let brand = ColorResource(name: "Brand", bundle: .main)
}

extension Color {
  fileprivate static var noteAccent: Color { .init(.noteAccent) }
}

extension ShapeStyle where Self == Color {
  fileprivate static var noteAccent: Color { .init(.noteAccent) }
}

extension UIColor {
  fileprivate static var noteAccent: UIColor { .init(resource: .noteAccent) }
}

/// A row written as Xcode code uses asset colours.
private struct PinnedRow: View {
  var body: some View {
    HStack {
      Capsule()
        .fill(Color(.noteAccent))
        .frame(width: 4, height: 20)
      Text("Book club")
        .foregroundStyle(.noteAccent)
    }
  }
}

@MainActor
@Suite("ColorResource")
struct ColorResourceTests {
  private var dark: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    return environment
  }

  @Test func anAssetColourTakesItsDarkValueInTheDarkAppearance() {
    #expect(Color(.noteAccent).resolve().description == "#D96F19FF")
    #expect(Color(.noteAccent).resolve(in: dark).description == "#FF9F55FF")
    #expect(Color.noteAccent == Color(.noteAccent))
    #expect(Color(.noteAccent).description == #"NamedColor(name: "NoteAccent", bundle: nil)"#)
  }

  @Test func aSetOfASystemColourAdaptsAsTheSystemColourDoes() {
    #expect(Color(.hairline).resolve().description == "#3C3C434A")
    #expect(Color(.hairline).resolve(in: dark).description == "#54545899")
  }

  @Test func aResourceWithoutValuesIsThePlaceholder() {
    #expect(Color(.brand).resolve() == Color.assetPlaceholder)
    #expect(Color(.brand).resolve(in: dark) == Color.assetPlaceholder)
    #expect(Color(.brand) == Color("Brand"))
  }

  @Test func uiColorFromTheResourceHasBothAppearances() {
    #expect(Color(UIColor(resource: .noteAccent)).resolve(in: dark).description == "#FF9F55FF")
    #expect(Color(uiColor: .noteAccent).resolve().description == "#D96F19FF")
  }

  @Test func snapshotsAndSVGDrawTheAppearanceOfTheColorScheme() throws {
    let host = ViewHost(PinnedRow())
    #expect(host.snapshot().first("Capsule")?.fill?.resolve().description == "#D96F19FF")
    #expect(host.svg().contains(##"fill="#d96f19" data-color="NoteAccent"/>"##))
    #expect(host.svg().contains(##"fill="#d96f19">Book club</text>"##))
    host.setEnvironment(\.colorScheme, .dark)
    #expect(host.snapshot().first("Capsule")?.fill?.resolve().description == "#FF9F55FF")
    #expect(host.svg().contains(##"fill="#ff9f55" data-color="NoteAccent"/>"##))
  }
}
