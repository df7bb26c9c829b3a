import AppResourceGeneration
import Foundation
import Testing

@Suite("ColorValue")
struct ColorValueTests {
  private func value(_ json: String) throws -> ColorValue? {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return ColorValue(try #require(object))
  }

  @Test func componentsAreReadAsXcodeWritesThem() throws {
    // Floating point, 8-bit integer and 8-bit hexadecimal input, as the colour inspector saves.
    #expect(
      try value(
        #"{"color-space": "srgb", "components": {"alpha": "1.000", "red": "0.965", "green": "0.500", "blue": "0.000"}}"#
      ) == .rgb(space: .sRGB, red: 0.965, green: 0.5, blue: 0, opacity: 1)
    )
    #expect(
      try value(
        #"{"color-space": "srgb", "components": {"alpha": "0.500", "red": "255", "green": "51", "blue": "0"}}"#
      ) == .rgb(space: .sRGB, red: 1, green: 0.2, blue: 0, opacity: 0.5)
    )
    #expect(
      try value(
        #"{"color-space": "display-p3", "components": {"alpha": "1.000", "red": "0xFF", "green": "0x33", "blue": "0x00"}}"#
      ) == .rgb(space: .displayP3, red: 1, green: 0.2, blue: 0, opacity: 1)
    )
    #expect(
      try value(
        #"{"color-space": "extended-linear-srgb", "components": {"alpha": 1, "red": 1.25, "green": 0, "blue": 0}}"#
      ) == .rgb(space: .sRGBLinear, red: 1.25, green: 0, blue: 0, opacity: 1)
    )
  }

  @Test func greysAreGammaTwoPointTwoMadeLinear() throws {
    #expect(
      try value(
        #"{"color-space": "gray-gamma-22", "components": {"alpha": "1.000", "white": "1.000"}}"#
      )
        == .linearGray(white: 1, opacity: 1)
    )
    let half = try value(
      #"{"color-space": "extended-gray", "components": {"alpha": "1.000", "white": "0.500"}}"#
    )
    #expect(half == .linearGray(white: pow(0.5, 2.2), opacity: 1))
  }

  @Test func systemReferencesNameUIColorMembers() throws {
    #expect(
      try value(#"{"platform": "ios", "reference": "systemBlueColor"}"#) == .system("systemBlue")
    )
    #expect(try value(#"{"platform": "ios", "reference": "labelColor"}"#) == .system("label"))
    #expect(try value(#"{"platform": "ios", "reference": "tintColor"}"#) == .system("tintColor"))
    #expect(
      try value(#"{"platform": "ios", "reference": "systemIndigoColor"}"#)
        == .system("systemIndigo")
    )
    #expect(try value(#"{"platform": "osx", "reference": "controlAccentColor"}"#) == nil)
  }

  @Test func unreadableEntriesHaveNoValue() throws {
    #expect(try value(#"{"color-space": "srgb", "components": {"red": "1.000"}}"#) == nil)
    #expect(try value(#"{"color-space": "cmyk", "components": {"cyan": "1.000"}}"#) == nil)
  }

  @Test func swiftExpressionsAreColorInitialisers() {
    #expect(
      ColorValue.rgb(space: .displayP3, red: 1, green: 0.2, blue: 0, opacity: 0.5).swiftExpression
        == "SwiftUI.Color(.displayP3, red: 1, green: 0.2, blue: 0, opacity: 0.5)"
    )
    #expect(
      ColorValue.linearGray(white: 0.25, opacity: 1).swiftExpression
        == "SwiftUI.Color(.sRGBLinear, white: 0.25, opacity: 1)"
    )
    #expect(
      ColorValue.system("systemBlue").swiftExpression
        == "SwiftUI.Color(SwiftUI.UIColor.systemBlue)"
    )
  }
}
