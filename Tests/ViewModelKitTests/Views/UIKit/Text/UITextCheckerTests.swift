import Foundation
import Testing
import ViewModelKit

/// A word game's view model, as such games check a guess.
@MainActor
private final class WordGame {
  private let checker = UITextChecker()

  func isReal(_ word: String) -> Bool {
    let range = NSRange(location: 0, length: word.utf16.count)
    let misspelled = checker.rangeOfMisspelledWord(
      in: word,
      range: range,
      startingAt: 0,
      wrap: false,
      language: "en"
    )
    return misspelled.location == NSNotFound
  }
}

@MainActor
@Suite("UITextChecker")
struct UITextCheckerTests {
  @Test func aWordGameAcceptsDictionaryWordsInAnyCase() {
    let game = WordGame()
    #expect(game.isReal("house"))
    #expect(game.isReal("House"))
    #expect(!game.isReal("hoose"))
    #expect(!game.isReal("xqzt"))
    #expect(game.isReal("42"))
  }

  @Test func theFirstMisspelledWordIsFoundFromTheStartingOffset() {
    let checker = UITextChecker()
    let text = "the catt sat on the matt"
    let all = NSRange(location: 0, length: text.utf16.count)
    let first = checker.rangeOfMisspelledWord(
      in: text,
      range: all,
      startingAt: 0,
      wrap: false,
      language: "en_US"
    )
    #expect(first == NSRange(location: 4, length: 4))
    let second = checker.rangeOfMisspelledWord(
      in: text,
      range: all,
      startingAt: 9,
      wrap: false,
      language: "en_US"
    )
    #expect(second == NSRange(location: 20, length: 4))
    let none = checker.rangeOfMisspelledWord(
      in: text,
      range: all,
      startingAt: 21,
      wrap: false,
      language: "en_US"
    )
    #expect(none.location == NSNotFound)
    let wrapped = checker.rangeOfMisspelledWord(
      in: text,
      range: all,
      startingAt: 21,
      wrap: true,
      language: "en_US"
    )
    #expect(wrapped == NSRange(location: 4, length: 4))
  }

  @Test func otherLanguagesFindNothing() {
    let checker = UITextChecker()
    let text = "zzzz"
    let range = NSRange(location: 0, length: 4)
    #expect(
      checker.rangeOfMisspelledWord(
        in: text,
        range: range,
        startingAt: 0,
        wrap: false,
        language: "fr"
      )
      .location == NSNotFound
    )
    #expect(checker.guesses(forWordRange: range, in: text, language: "fr") == nil)
    #expect(UITextChecker.availableLanguages == ["en_US"])
  }

  @Test func guessesAreDictionaryWordsOneEditAway() {
    let checker = UITextChecker()
    let text = "Hoose"
    let range = NSRange(location: 0, length: 5)
    #expect(
      checker.guesses(forWordRange: range, in: text, language: "en") == [
        "Choose", "Horse", "House",
      ]
    )
    #expect(
      checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "teh", language: "en")
        == ["ten", "the"]
    )
  }

  @Test func completionsStartWithThePartialWord() {
    let checker = UITextChecker()
    #expect(
      checker.completions(
        forPartialWordRange: NSRange(location: 0, length: 4),
        in: "appl",
        language: "en"
      )
        == ["apple"]
    )
    #expect(
      checker.completions(
        forPartialWordRange: NSRange(location: 4, length: 3),
        in: "big Sno",
        language: "en"
      )
        == ["Snow"]
    )
  }

  @Test func learnedAndIgnoredWordsAreSpelledCorrectly() {
    let checker = UITextChecker()
    let word = "Wordlex"
    let range = NSRange(location: 0, length: 7)
    #expect(!UITextChecker.hasLearnedWord(word))
    UITextChecker.learnWord(word)
    defer { UITextChecker.unlearnWord(word) }
    #expect(UITextChecker.hasLearnedWord("wordlex"))
    #expect(
      checker.rangeOfMisspelledWord(
        in: word,
        range: range,
        startingAt: 0,
        wrap: false,
        language: "en"
      )
      .location == NSNotFound
    )
    checker.ignoreWord("qwop")
    #expect(checker.ignoredWords == ["qwop"])
    #expect(
      checker.rangeOfMisspelledWord(
        in: "QWOP",
        range: NSRange(location: 0, length: 4),
        startingAt: 0,
        wrap: false,
        language: "en"
      )
      .location == NSNotFound
    )
  }

  @Test func theDictionaryHasItsDocumentedSize() {
    #expect(UITextChecker.englishWords.count == 1011)
    #expect(UITextChecker.englishWords == UITextChecker.englishWords.sorted())
  }
}
