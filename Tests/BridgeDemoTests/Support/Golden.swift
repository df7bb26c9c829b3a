import Testing

/// The reviewed outputs of the subcommands, one file each under `Goldens/`.
enum Golden {}

/// Compares two texts line by line and, on a difference, reports the first differing line of each
/// with its number, which is easier to read than two long strings.
func expectSameLines(
  _ actual: String,
  _ expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let index =
    zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(actualLines.count, expectedLines.count)
  let got = index < actualLines.count ? String(actualLines[index]) : "(end of output)"
  let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(end of output)"
  Issue.record(
    """
    output differs at line \(index + 1):
      got:      \(got)
      expected: \(wanted)
    (\(actualLines.count) lines, expected \(expectedLines.count))
    """,
    sourceLocation: sourceLocation
  )
}
