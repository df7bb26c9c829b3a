import Foundation

/// Splits UTF-16 text into words for ``UITextChecker``: runs of letters with apostrophes inside.
enum WordScanner {
  struct Word {
    let word: String
    let range: NSRange
  }

  static func words(in text: [UInt16], from lower: Int, to upper: Int) -> [Word] {
    var words: [Word] = []
    var start: Int?
    var index = lower
    while index <= upper {
      let isLetter = index < upper && Self.isLetter(text[index])
      let isInnerApostrophe =
        index < upper && start != nil && Self.isApostrophe(text[index]) && index + 1 < upper
        && Self.isLetter(text[index + 1])
      if isLetter || isInnerApostrophe {
        if start == nil { start = index }
      } else if let first = start {
        let word = String(decoding: text[first..<index], as: UTF16.self)
        words.append(Word(word: word, range: NSRange(location: first, length: index - first)))
        start = nil
      }
      index += 1
    }
    return words
  }

  private static func isLetter(_ unit: UInt16) -> Bool {
    // Surrogate halves belong to letters of other scripts; they are no English words' letters.
    guard let scalar = Unicode.Scalar(unit) else { return false }
    return scalar.properties.isAlphabetic
  }

  private static func isApostrophe(_ unit: UInt16) -> Bool {
    unit == 0x27 || unit == 0x2019
  }
}
