/// Line diffs of expected and actual text, readable in a test failure.
///
/// ```swift
/// TextDiff.mismatch(expected: "a\nb", actual: "a\nc")
/// // "- b\n+ c" with a header; nil when the texts match
/// ```
public enum TextDiff {
  /// Compares two texts line by line, ignoring the common indentation of `expected` and blank
  /// lines at either end of both.
  ///
  /// ```swift
  /// #expect(TextDiff.mismatch(expected: expectedTree, actual: host.treeDescription()) == nil)
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The text you expect.
  ///   - actual: The text you got.
  /// - Returns: `nil` when they match; otherwise the diff: unchanged lines start with two
  ///   spaces, expected lines that are missing with `- `, unexpected lines with `+ `.
  public static func mismatch(expected: String, actual: String) -> String? {
    let old = normalized(expected)
    let new = normalized(actual)
    guard old != new else { return nil }
    let body = diff(old, new).joined(separator: "\n")
    return "Transcript mismatch (- expected, + actual):\n\(body)"
  }

  /// The lines without the blank ones at either end and without common indentation.
  static func normalized(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " }.count }
    let indent = indents.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
  }

  /// A longest-common-subsequence diff: small inputs only (transcripts), so quadratic is fine.
  static func diff(_ old: [String], _ new: [String]) -> [String] {
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append("  " + old[i])
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        result.append("- " + old[i])
        i += 1
      } else {
        result.append("+ " + new[j])
        j += 1
      }
    }
    return result
  }
}
