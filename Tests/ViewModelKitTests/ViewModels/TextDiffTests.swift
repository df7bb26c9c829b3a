import Testing
import ViewModelKit

@Suite("TextDiff")
struct TextDiffTests {
  @Test func equalTextsIgnoringIndentationAndOuterBlankLinesMatch() {
    #expect(TextDiff.mismatch(expected: "\n    a\n      b\n", actual: "a\n  b") == nil)
  }

  @Test func missingAndExtraLinesAreMarked() {
    #expect(
      TextDiff.mismatch(expected: "a\nb\nc", actual: "a\nc\nd")
        == "Transcript mismatch (- expected, + actual):\n  a\n- b\n  c\n+ d"
    )
  }

  @Test func anEmptyExpectationListsEveryLine() {
    #expect(
      TextDiff.mismatch(expected: "", actual: "x\ny")
        == "Transcript mismatch (- expected, + actual):\n+ x\n+ y"
    )
  }
}
