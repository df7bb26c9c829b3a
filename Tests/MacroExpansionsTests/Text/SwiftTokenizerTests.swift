import MacroExpansions
import Testing

@Suite("SwiftTokenizer")
struct SwiftTokenizerTests {
  /// The tokens' texts and kinds, trivia left out.
  private func significant(_ text: String) -> [String] {
    let source = SourceText(text)
    return source.tokens.indices.filter { !source.tokens[$0].isTrivia }.map { source.text(of: $0) }
  }

  @Test func bracesAndCommasInStringsAndCommentsAreOneToken() {
    #expect(
      significant(#"f("{,}", /* } */ x) // ) {"#) == ["f", "(", #""{,}""#, ",", "x", ")"]
    )
  }

  @Test func interpolationsHoldStringsWithBraces() {
    #expect(
      significant(#"Text("a \("}" + "\(1)") b") }"#) == [
        "Text", "(", #""a \("}" + "\(1)") b""#, ")", "}",
      ]
    )
  }

  @Test func multilineAndRawStringsEndAtTheirOwnDelimiters() {
    let text = "x = \"\"\"\n  \"quoted\" }\n  \"\"\"\ny = #\"a \"} \\(z)\"#"
    #expect(
      significant(text) == [
        "x", "=", "\"\"\"\n  \"quoted\" }\n  \"\"\"", "y", "=", "#\"a \"} \\(z)\"#",
      ]
    )
  }

  @Test func blockCommentsNest() {
    #expect(significant("a /* b /* } */ c */ d") == ["a", "d"])
  }

  @Test func everyByteIsInOneToken() {
    let text = "@State var x: [Int]? = [1, 2] // é\n"
    let tokens = SwiftTokenizer.tokens(of: text)
    #expect(tokens.first?.range.lowerBound == 0)
    #expect(tokens.last?.range.upperBound == text.utf8.count)
    #expect(
      zip(tokens, tokens.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound }
    )
  }

  @Test func operatorsAndALoneEqualsAreTold() {
    let source = SourceText("a == b = c -> d?.e")
    let kinds = source.tokens.filter { !$0.isTrivia }.map(\.kind)
    #expect(
      kinds == [
        .identifier, .operator, .identifier, .punctuation, .identifier, .operator, .identifier,
        .operator, .punctuation, .identifier,
      ]
    )
  }
}
