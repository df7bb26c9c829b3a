import Testing
import ViewModelKit

// Transfer representations as models declare them: Codable, data, a proxy through a string, and
// the standard types; exported and imported through `exported(as:)` and `init(importing:)`.

private struct Recipe: Codable, Transferable, Equatable {
  var title: String
  var minutes: Int

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .recipeCard)
    ProxyRepresentation(exporting: \.title)
  }
}

private struct Swatch: Transferable, Equatable {
  var hex: String

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .swatch) { swatch in
      Data(swatch.hex.utf8)
    } importing: { data in
      Swatch(hex: String(decoding: data, as: UTF8.self))
    }
    DataRepresentation(exportedContentType: .plainText) { Data("Colour \($0.hex)".utf8) }
  }
}

private struct Tag: Transferable, Equatable {
  var name: String

  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.name) { Tag(name: $0) }
  }
}

extension UTType {
  fileprivate static let recipeCard = UTType(
    exportedAs: "com.example.recipe-card",
    conformingTo: .json
  )
  fileprivate static let swatch = UTType(exportedAs: "com.example.swatch", conformingTo: .data)
}

@Suite("Transferable")
struct TransferableTests {
  @Test func aCodableRepresentationEncodesAsJSONAndDecodes() async throws {
    let recipe = Recipe(title: "Soup", minutes: 20)
    let data = try await recipe.exported(as: .recipeCard)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["title"] as? String == "Soup")
    #expect(object?["minutes"] as? Int == 20)
    #expect(try await Recipe(importing: data, contentType: .recipeCard) == recipe)
  }

  @Test func theFirstRepresentationOfTheAskedTypeExports() async throws {
    let recipe = Recipe(title: "Soup", minutes: 20)
    #expect(try await recipe.exported(as: .utf8PlainText) == Data("Soup".utf8))
    // With no type, the first exporting representation: the JSON one (its keys in no set order).
    let preferred = try await recipe.exported(as: nil)
    #expect(try await Recipe(importing: preferred, contentType: .recipeCard) == recipe)
    let swatch = Swatch(hex: "#FF0000")
    #expect(try await swatch.exported(as: .swatch) == Data("#FF0000".utf8))
    #expect(try await swatch.exported(as: .plainText) == Data("Colour #FF0000".utf8))
    await #expect(throws: (any Error).self) { try await swatch.exported(as: .png) }
  }

  @Test func importingTriesTheRepresentationsThatReadTheType() async throws {
    #expect(
      try await Swatch(importing: Data("#00FF00".utf8), contentType: .swatch).hex == "#00FF00"
    )
    // Only exported as plain text: nothing imports it.
    await #expect(throws: (any Error).self) {
      try await Swatch(importing: Data("Colour".utf8), contentType: .plainText)
    }
    #expect(
      try await Tag(importing: Data("urgent".utf8), contentType: .utf8PlainText)
        == Tag(name: "urgent")
    )
  }

  @Test func standardTypesTravelAsTheirContentTypes() async throws {
    #expect(try await "Hello".exported(as: .utf8PlainText) == Data("Hello".utf8))
    #expect(try await String(importing: Data("Hi".utf8), contentType: .plainText) == "Hi")
    #expect(try await Data([1, 2]).exported(as: .data) == Data([1, 2]))
    let url = URL(string: "https://example.com/a")!
    #expect(try await url.exported(as: .url) == Data("https://example.com/a".utf8))
    #expect(
      try await URL(importing: Data("https://example.com/b".utf8), contentType: .url)
        == URL(string: "https://example.com/b")
    )
  }
}
