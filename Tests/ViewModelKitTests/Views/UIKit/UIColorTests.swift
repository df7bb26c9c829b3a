import Testing
import ViewModelKit

/// A card written for iOS: UIKit's semantic colours through `Color`.
private struct NoteCard: View {
  let isPressed: Bool

  var body: some View {
    VStack {
      Text("Note")
        .foregroundColor(Color(uiColor: .secondaryLabel))
      RoundedRectangle(cornerRadius: 8)
        .fill(Color(isPressed ? .gray : .blue))
        .frame(height: 4)
    }
    .padding()
    .background(Color(UIColor.secondarySystemBackground))
  }
}

@MainActor
@Suite("UIColor")
struct UIColorTests {
  @Test func semanticColoursHaveUIKitsLightAndDarkValues() {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let colors: [UIColor] = [
      .systemGray5, .secondarySystemBackground, .label, .secondaryLabel, .systemBlue, .gray,
    ]
    #expect(
      colors.map { Color($0).resolve().description } == [
        "#E5E5EAFF", "#F2F2F7FF", "#000000FF", "#3C3C4399", "#007AFFFF", "#808080FF",
      ]
    )
    #expect(
      colors.map { Color(uiColor: $0).resolve(in: dark).description } == [
        "#2C2C2EFF", "#1C1C1EFF", "#FFFFFFFF", "#EBEBF599", "#0A84FFFF", "#808080FF",
      ]
    )
  }

  @Test func coloursKeepTheirUIKitNames() {
    #expect(Color(.systemGray5).description == "systemGray5")
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).description == "#FF000080")
    #expect(UIColor.label.withAlphaComponent(0.5).description == "label.withAlphaComponent(0.5)")
    #expect(Color(UIColor(Color.red)) == Color.red)
  }

  @Test func aScreenWrittenForIOSDrawsItsColours() throws {
    let host = ViewHost(NoteCard(isPressed: false))
    let svg = host.svg()
    #expect(svg.contains(##"<rect x="0" y="390" width="390" height="64" fill="#f2f2f7"/>"##))
    #expect(svg.contains(##"fill="#3c3c43" fill-opacity="0.6">Note</text>"##))
    #expect(svg.contains(##"Z" fill="#0000ff"/>"##))
  }

  @Test func componentsAreTheLightAppearances() {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(
      UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    )
    #expect([red, green, blue, alpha] == [1, 0.5, 0, 0.25])
    UIColor.label.getRed(&red, green: nil, blue: nil, alpha: &alpha)
    #expect([red, alpha] == [0, 1])
  }
}
