import AppResourceGeneration
import Testing

@Suite("SymbolName")
struct SymbolNameTests {
  @Test func wordsOfAnyStyleBecomeLowerCamelCase() {
    #expect(SymbolName.member(for: "DropDownTableViewBg", kind: .color) == "dropDownTableViewBg")
    #expect(SymbolName.member(for: "headerBackground", kind: .color) == "headerBackground")
    #expect(SymbolName.member(for: "on-surface", kind: .color) == "onSurface")
    #expect(SymbolName.member(for: "Chevron Left", kind: .image) == "chevronLeft")
    #expect(SymbolName.member(for: "arrow_basic_e", kind: .image) == "arrowBasicE")
    #expect(SymbolName.member(for: "Coffee-Mocha", kind: .image) == "coffeeMocha")
    #expect(SymbolName.member(for: "primary-30%", kind: .color) == "primary30")
  }

  @Test func aColorsLastWordColorAndAnImagesLastWordImageAreDropped() {
    #expect(SymbolName.member(for: "AccentColor", kind: .color) == "accent")
    #expect(SymbolName.member(for: "tabbarUnselectedColor", kind: .color) == "tabbarUnselected")
    #expect(SymbolName.member(for: "greenColor", kind: .color) == "green")
    #expect(SymbolName.member(for: "adult_products_image", kind: .image) == "adultProducts")
    #expect(SymbolName.member(for: "Initial-Image", kind: .image) == "initial")
    #expect(SymbolName.member(for: "Image", kind: .image) == "image")
    #expect(SymbolName.member(for: "BlueImage", kind: .color) == "blueImage")
    #expect(SymbolName.member(for: "welcomeVCimage", kind: .image) == "welcomeVCimage")
  }

  @Test func capitalsBeforeALowercaseLetterStartANewWord() {
    #expect(SymbolName.member(for: "TLSold", kind: .image) == "tlSold")
    #expect(SymbolName.member(for: "M-stadt", kind: .image) == "mStadt")
    #expect(
      SymbolName.member(for: "AppIcon-iOS-ClearDark-1024x1024", kind: .image)
        == "appIconIOSClearDark1024X1024"
    )
  }

  @Test func namesWithoutLowercaseKeepTheirCapitalsAndJoinWordsWithUnderscores() {
    #expect(SymbolName.member(for: "BMW", kind: .image) == "BMW")
    #expect(SymbolName.member(for: "M", kind: .image) == "M")
    #expect(SymbolName.member(for: "TLS2016", kind: .image) == "TLS_2016")
    #expect(SymbolName.member(for: "A-1-1-0", kind: .image) == "A_1_1_0")
  }

  @Test func digitsFirstTakeAnUnderscoreAndKeywordsBackticks() {
    #expect(SymbolName.member(for: "1", kind: .image) == "_1")
    #expect(SymbolName.member(for: "121212", kind: .color) == "_121212")
    #expect(
      SymbolName.member(for: "0b3b21ff27f67b9e5821e5ffee7366c5", kind: .image)
        == "_0B3B21Ff27F67B9E5821E5Ffee7366C5"
    )
    #expect(SymbolName.member(for: "ironMaiden2", kind: .image) == "ironMaiden2")
    #expect(SymbolName.member(for: "Default", kind: .image) == "`default`")
    #expect(SymbolName.member(for: "%%", kind: .color) == nil)
  }

  @Test func namespacesAreUpperCamelCase() {
    #expect(SymbolName.namespace(for: "iconPreviews") == "IconPreviews")
    #expect(SymbolName.namespace(for: "GameUI") == "GameUI")
    #expect(SymbolName.namespace(for: "tab bar icons") == "TabBarIcons")
  }
}
