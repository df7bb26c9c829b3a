import BridgeDemoCore
import Foundation
import Testing

/// The ease-in-out timing curve, the cubic Bézier (0.42, 0) (0.58, 1), solved by bisection.
private func easeInOut(_ x: Double) -> Double {
  func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let mid = (low + high) / 2
    if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
  }
  return bezier((low + high) / 2, 0, 1)
}

@MainActor
@Suite("animatable: the matched-geometry card")
struct MatchedGeometryCardTests {
  @Test func everyRowIsTheEaseInOutCurveBetweenTheTwoFrames() async throws {
    let narration = Narration()
    _ = try await Scenario.animatable.run(narration)
    let lines = narration.text.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.contains("card opacity  thumbnail opacity") })
    let rows = lines[(header + 2)...].prefix { $0.hasPrefix("    0.") || $0.hasPrefix("    1.") }
    #expect(rows.count == 7)
    for (index, row) in rows.enumerated() {
      let cells = row.split(separator: " ").map(String.init)
      let values = cells.map { Double($0) }
      // A row every five frames at 60 frames per second (the column shows t to the millisecond).
      let t = Double(index * 5) / 60
      #expect(abs(try #require(values[0]) - t) <= 0.0005 + 1e-9, "\(row)")
      let p = easeInOut(t / 0.5)
      // Small (50, 70, 100 × 60) to large (45, 300, 300 × 200), one decimal shown.
      let expected = [50 - 5 * p, 70 + 230 * p, 100 + 200 * p, 60 + 140 * p]
      for (index, value) in expected.enumerated() {
        let shown = try #require(values[index + 1])
        #expect(abs(shown - value) <= 0.05 + 1e-9, "\(row): column \(index + 1)")
      }
      #expect(abs(try #require(values[5]) - p) <= 0.005 + 1e-9, "\(row)")
      if t < 0.5 {
        #expect(abs(try #require(values[6]) - (1 - p)) <= 0.005 + 1e-9, "\(row)")
      }
      // "Weekend in the mountains" at 8 points a character: 3 lines below 13 characters
      // (104 points), 2 below 24 (192 points), then 1.
      let width = expected[2]
      let lines = width < 104 ? 3 : width < 192 ? 2 : 1
      #expect(values[7] == Double(lines), "\(row)")
    }
  }
}
