import MacroExpansions
import Testing

@Suite("Statements")
struct StatementsTests {
  private func statements(_ text: String) -> [String] {
    let source = SourceText(text)
    return Statements.split(source, from: 0, to: source.tokens.count)
      .map {
        source.text(from: $0.lowerBound, through: $0.upperBound)
      }
  }

  @Test func lineBreaksEndStatementsUnlessTheLineGoesOn() {
    #expect(
      statements(
        """
        @Previewable @State var items: [String] = [
          "a",
          "b",
        ]
        let total = 1 +
          2
        Text("x")
          .padding()
        value!
        x ?? y; z
        if a {
        } else {
        }
        """
      ) == [
        "@Previewable @State var items: [String] = [\n  \"a\",\n  \"b\",\n]",
        "let total = 1 +\n  2",
        "Text(\"x\")\n  .padding()",
        "value!",
        "x ?? y",
        "z",
        "if a {\n} else {\n}",
      ]
    )
  }

  @Test func commentsAreNotStatements() {
    #expect(statements("// a\nb /* c */\n/* d */") == ["b"])
  }
}
