import Testing
import ViewModelKit

@Suite("Path.trimmedPath")
struct PathTrimTests {
  private let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

  @Test func trimsAlongTheLengthIncludingTheClosingLine() {
    var half = Path()
    half.move(to: CGPoint(x: 0, y: 0))
    half.addLine(to: CGPoint(x: 10, y: 0))
    half.addLine(to: CGPoint(x: 10, y: 10))
    #expect(square.trimmedPath(from: 0, to: 0.5) == half)
    var middle = Path()
    middle.move(to: CGPoint(x: 5, y: 0))
    middle.addLine(to: CGPoint(x: 10, y: 0))
    middle.addLine(to: CGPoint(x: 10, y: 5))
    #expect(square.trimmedPath(from: 0.125, to: 0.375) == middle)
    var closing = Path()
    closing.move(to: CGPoint(x: 0, y: 5))
    closing.addLine(to: CGPoint(x: 0, y: 0))
    #expect(square.trimmedPath(from: 0.875, to: 1) == closing)
  }

  @Test func wholeAndEmptyTrims() {
    #expect(square.trimmedPath(from: 0, to: 1) == square)
    #expect(square.trimmedPath(from: -1, to: 2) == square)
    #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(square.trimmedPath(from: 0.7, to: 0.2).isEmpty)
  }

  @Test func aCircleIsCutIntoItsQuarterCurves() throws {
    let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    let quarter = circle.trimmedPath(from: 0.25, to: 0.5)
    #expect(quarter.elements.count == 2)
    #expect(quarter.elements[0] == .move(to: CGPoint(x: 10, y: 20)))
    guard case .curve(let to, _, _) = quarter.elements[1] else {
      Issue.record("not a curve: \(quarter.elements)")
      return
    }
    #expect(abs(to.x) < 1e-12 && abs(to.y - 10) < 1e-12)
  }

  @Test func aCurveCutInsideKeepsItsShape() throws {
    var curve = Path()
    curve.move(to: CGPoint(x: 0, y: 0))
    curve.addCurve(
      to: CGPoint(x: 30, y: 0),
      control1: CGPoint(x: 10, y: 0),
      control2: CGPoint(x: 20, y: 0)
    )
    let middle = curve.trimmedPath(from: 0.25, to: 0.75)
    let bounds = middle.boundingRect
    #expect(abs(bounds.minX - 7.5) < 1e-9 && abs(bounds.maxX - 22.5) < 1e-9)
    #expect(bounds.height == 0)
  }
}
