import Testing
import ViewModelKit

// Registries written by hand, as `#Preview` declares them: listed in order of file and line,
// named, given their traits, hosted; one whose `makePreview()` throws shows its error.

private enum CardPreview: PreviewRegistry {
  static let fileID = "App/Card.swift"
  static let line = 30
  static let column = 1

  static func makePreview() throws -> Preview {
    Preview("Card", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
      Text("Card")
    }
  }
}

private enum UnnamedCardPreview: PreviewRegistry {
  static let fileID = "App/Card.swift"
  static let line = 12
  static let column = 1

  static func makePreview() throws -> Preview {
    Preview(traits: .sizeThatFitsLayout, .defaultLayout, .portraitUpsideDown) {
      Text("a")
      Text("b")
    }
  }
}

private enum BadgePreview: PreviewRegistry {
  static let fileID = "App/Badge.swift"
  static let line = 5
  static let column = 3

  static func makePreview() throws -> Preview {
    Preview { Text("Badge") }
  }
}

private struct BrokenPreviewError: Error, CustomStringConvertible {
  var description: String { "no model" }
}

private enum BrokenPreview: PreviewRegistry {
  static let fileID = "App/Broken.swift"
  static let line = 1
  static let column = 1

  static func makePreview() throws -> Preview {
    throw BrokenPreviewError()
  }
}

private struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    Text("Provided")
  }
}

@MainActor
@Suite("Previews: #Preview registries are listed, named, traited and hosted")
struct PreviewRegistryTests {
  private let catalog = PreviewCatalog(
    providers: [Badge_Previews.self],
    registries: [CardPreview.self, BadgePreview.self, UnnamedCardPreview.self]
  )

  @Test func registriesAreOrderedByFileAndLineBeforeProviders() {
    #expect(
      catalog.previews.map(\.name) == [
        "Badge.swift:5", "Card.swift:12", "Card", "Badge_Previews 0",
      ]
    )
    #expect(catalog.previews.map(\.provider) == ["Badge", "Card", "Card", "Badge_Previews"])
    #expect(catalog.previews.map(\.index) == [0, 0, 1, 0])
    #expect(
      catalog.previews.map(\.location) == [
        PreviewSourceLocation(fileID: "App/Badge.swift", line: 5, column: 3),
        PreviewSourceLocation(fileID: "App/Card.swift", line: 12, column: 1),
        PreviewSourceLocation(fileID: "App/Card.swift", line: 30, column: 1),
        nil,
      ]
    )
  }

  @Test func traitsSetTheLayoutAndOrientationTheLastOfAKindWinning() {
    let card = catalog.previews[2]
    #expect(card.layout == .fixed(width: 200, height: 100))
    #expect(card.orientation == .landscapeLeft)
    #expect(card.screenSize == CGSize(width: 200, height: 100))
    let unnamed = catalog.previews[1]
    #expect(unnamed.layout == .device)
    #expect(unnamed.orientation == .portraitUpsideDown)
    #expect(unnamed.screenSize == CGSize(width: 390, height: 844))
  }

  @Test func aPreviewIsHostedFromItsBody() throws {
    let host = try catalog.host(named: "Card.swift:12")
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["a", "b"])
    #expect(try catalog.host(named: "Card").size == CGSize(width: 200, height: 100))
  }

  @Test func aPreviewThatThrowsIsListedAndShowsTheError() throws {
    let broken = PreviewCatalog(providers: [], registries: [BrokenPreview.self])
    #expect(broken.previews.map(\.name) == ["Broken.swift:1"])
    let host = try broken.host(at: 0)
    #expect(host.snapshot().first("Text")?.text == "makePreview() threw: no model")
  }

  @Test func aPreviewKeepsItsNameAndTraits() throws {
    let preview = try CardPreview.makePreview()
    #expect(preview.displayName == "Card")
    #expect(preview.traits.count == 2)
    #expect(ViewHost(AnyView(preview.makeBody())).snapshot().first("Text")?.text == "Card")
  }

  @Test func aLocationPrintsAsFileLineAndColumn() {
    let location = PreviewSourceLocation(fileID: "App/Card.swift", line: 12, column: 1)
    #expect(location.description == "App/Card.swift:12:1")
    #expect(location.fileName == "Card.swift")
  }
}
