import Foundation
import Testing

@testable import BridgeDemoCore

/// The channel scenario's comparison states how many lines each form takes; this counts them in
/// the sources, so the numbers cannot drift from the code.
@Suite("Line counts of the two forms")
struct LineCountTests {
  private let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/BridgeDemoCore")

  /// The non-blank, non-comment lines of the declaration that starts with `start`.
  private func lines(of start: String, in file: String) throws -> Int {
    let text = try String(
      contentsOf: sources.appendingPathComponent(file),
      encoding: .utf8
    )
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(
      lines.firstIndex { $0.drop { $0 == " " }.hasPrefix(start) },
      "\(start) in \(file)"
    )
    let indent = lines[first].prefix { $0 == " " }.count
    let closing = String(repeating: " ", count: indent) + "}"
    let last = try #require(lines[first...].firstIndex { $0 == closing })
    return lines[first...last]
      .filter { line in
        let trimmed = line.drop { $0 == " " }
        return !trimmed.isEmpty && !trimmed.hasPrefix("//")
      }
      .count
  }

  @Test func theSeedsFormTakesTheStatedLines() throws {
    let count =
      try lines(of: "class RectangleViewModel", in: "ViewCallbackSeed.swift")
      + lines(of: "struct RectangleView:", in: "ViewCallbackSeed.swift")
    #expect(count == LineCounts.seed)
  }

  @Test func theChannelFormTakesTheStatedLines() throws {
    let count =
      try lines(of: "class RectangleViewModel", in: "ChannelForm.swift")
      + lines(of: "struct RectangleView:", in: "ChannelForm.swift")
    #expect(count == LineCounts.channel)
  }
}
