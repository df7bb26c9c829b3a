public import Foundation

/// Checks spelling against a small, fixed English dictionary and the words the app taught it.
///
/// A word is spelled correctly when, ignoring case, it is one of the ``englishWords`` (1,011
/// common words, base forms), a word learned with ``learnWord(_:)`` (for the process, as UIKit
/// learns for the device), or one this checker ignores (``ignoreWord(_:)``). Words are runs of
/// letters, with apostrophes inside them (`"don't"`); numbers and punctuation are never
/// misspelled. Only English is checked: for a language that does not start with `"en"`, nothing
/// is misspelled and there are no guesses or completions (`nil`). Ranges count UTF-16 code
/// units, as `NSString` does.
///
/// ```swift
/// func isReal(_ word: String) -> Bool {
///   let checker = UITextChecker()
///   let range = NSRange(location: 0, length: word.utf16.count)
///   let misspelled = checker.rangeOfMisspelledWord(
///     in: word, range: range, startingAt: 0, wrap: false, language: "en")
///   return misspelled.location == NSNotFound
/// }
/// isReal("house")  // true
/// isReal("hoose")  // false
/// ```
@MainActor
public final class UITextChecker {
  /// The words learned in this process, lowercased.
  private static var learnedWords: Set<String> = []
  private static let dictionary = Set(englishWords)

  /// The words this checker ignores, or `nil` when it ignores none.
  public var ignoredWords: [String]?

  /// Creates a checker that ignores no words.
  public init() {}

  /// The languages checked: English.
  public class var availableLanguages: [String] { ["en_US"] }

  /// Adds a word to the dictionary for the rest of the process.
  ///
  /// - Parameter word: The word.
  public class func learnWord(_ word: String) {
    learnedWords.insert(word.lowercased())
  }

  /// Whether a word was learned (ignoring case).
  ///
  /// - Parameter word: The word.
  /// - Returns: Whether ``learnWord(_:)`` added it.
  public class func hasLearnedWord(_ word: String) -> Bool {
    learnedWords.contains(word.lowercased())
  }

  /// Removes a learned word.
  ///
  /// - Parameter word: The word.
  public class func unlearnWord(_ word: String) {
    learnedWords.remove(word.lowercased())
  }

  /// Treats a word as correctly spelled in this checker only.
  ///
  /// - Parameter word: The word.
  public func ignoreWord(_ word: String) {
    ignoredWords = (ignoredWords ?? []) + [word]
  }

  /// Finds the first misspelled word in a range.
  ///
  /// The search starts at `startingOffset`, an offset in the string clamped into `range`, and
  /// runs to the range's end; with `wrap`, it then goes on from the range's start.
  ///
  /// - Parameters:
  ///   - stringToCheck: The text.
  ///   - range: The part of the text to check.
  ///   - startingOffset: Where to start.
  ///   - wrapFlag: Whether to go on from the range's start.
  ///   - language: The language (`"en"`, `"en_US"` …).
  /// - Returns: The word's range, or `NSRange(location: NSNotFound, length: 0)` when every
  ///   word is spelled correctly.
  public func rangeOfMisspelledWord(
    in stringToCheck: String,
    range: NSRange,
    startingAt startingOffset: Int,
    wrap wrapFlag: Bool,
    language: String
  ) -> NSRange {
    let notFound = NSRange(location: NSNotFound, length: 0)
    guard Self.isEnglish(language) else { return notFound }
    let text = Array(stringToCheck.utf16)
    let lower = max(0, min(range.location, text.count))
    let upper = max(lower, min(range.location + range.length, text.count))
    let start = min(max(startingOffset, lower), upper)
    let words = WordScanner.words(in: text, from: lower, to: upper)
    let misspelled = words.filter { !isKnown($0.word) }
    let found =
      misspelled.first { $0.range.location >= start }
      ?? (wrapFlag ? misspelled.first : nil)
    return found?.range ?? notFound
  }

  /// Dictionary words one edit away from the word in a range: a letter added, removed,
  /// replaced or two swapped; alphabetical, capitalised like the word.
  ///
  /// - Parameters:
  ///   - range: The word's range.
  ///   - string: The text.
  ///   - language: The language.
  /// - Returns: The guesses (empty when none), or `nil` for a language other than English.
  public func guesses(
    forWordRange range: NSRange,
    in string: String,
    language: String
  )
    -> [String]?
  {
    guard Self.isEnglish(language), let word = Self.substring(string, range) else { return nil }
    let lowered = word.lowercased()
    let candidates = Self.dictionary.union(Self.learnedWords)
    let guesses = candidates.filter { $0 != lowered && EditDistance.isOneEdit(lowered, $0) }
    return guesses.sorted().map { Self.matchingCase(of: word, $0) }
  }

  /// Dictionary and learned words that start with the partial word in a range, alphabetical,
  /// capitalised like it.
  ///
  /// - Parameters:
  ///   - range: The partial word's range.
  ///   - string: The text.
  ///   - language: The language.
  /// - Returns: The completions (empty when none), or `nil` for a language other than English.
  public func completions(
    forPartialWordRange range: NSRange,
    in string: String,
    language: String
  ) -> [String]? {
    guard Self.isEnglish(language), let partial = Self.substring(string, range) else {
      return nil
    }
    let lowered = partial.lowercased()
    guard !lowered.isEmpty else { return [] }
    let candidates = Self.dictionary.union(Self.learnedWords)
    let completions = candidates.filter { $0.hasPrefix(lowered) && $0 != lowered }
    return completions.sorted().map { Self.matchingCase(of: partial, $0) }
  }

  private func isKnown(_ word: String) -> Bool {
    let lowered = word.lowercased()
    return Self.dictionary.contains(lowered) || Self.learnedWords.contains(lowered)
      || (ignoredWords ?? []).contains { $0.lowercased() == lowered }
  }

  private static func isEnglish(_ language: String) -> Bool {
    language.lowercased().hasPrefix("en")
  }

  private static func substring(_ string: String, _ range: NSRange) -> String? {
    let text = Array(string.utf16)
    guard range.location >= 0, range.location + range.length <= text.count else { return nil }
    return String(decoding: text[range.location..<range.location + range.length], as: UTF16.self)
  }

  private static func matchingCase(of word: String, _ candidate: String) -> String {
    guard let first = word.first, first.isUppercase else { return candidate }
    if word.count > 1, word == word.uppercased() { return candidate.uppercased() }
    return candidate.prefix(1).uppercased() + candidate.dropFirst()
  }
}
