import Testing
import ViewModelKit

private struct Header: View {
  @Environment(\.sizeCategory) private var sizeCategory
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    VStack {
      Text("category \(String(describing: sizeCategory))")
      Text(sizeCategory.isAccessibilityCategory ? "accessibility" : "regular")
      Text("size \(String(describing: dynamicTypeSize))")
    }
  }
}

private struct Previews: View {
  @State private var large = false

  var body: some View {
    VStack {
      Header()
      Header()
        .environment(\.sizeCategory, large ? .accessibilityLarge : .extraSmall)
      Header()
        .dynamicTypeSize(.xxxLarge)
      Button("Enlarge") { large = true }
    }
  }
}

@MainActor
@Suite("ContentSizeCategory")
struct ContentSizeCategoryTests {
  @Test func theCategoryIsTheDynamicTypeSizeByItsOlderName() throws {
    let host = ViewHost(Previews())
    #expect(
      shownTexts(host) == [
        "category large", "regular", "size large",
        "category extraSmall", "regular", "size xSmall",
        "category extraExtraExtraLarge", "regular", "size xxxLarge",
        "Enlarge",
      ]
    )
    try host.tap("Enlarge")
    #expect(
      shownTexts(host)[3...5] == [
        "category accessibilityLarge", "accessibility", "size accessibility2",
      ]
    )
  }

  @Test func categoriesAreOrderedSmallestFirst() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.small < .medium)
    #expect(ContentSizeCategory.large <= .large)
    #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(ContentSizeCategory.extraSmall >= .extraSmall)
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
  }
}
