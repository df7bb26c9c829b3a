import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("position")
struct PositionTests {
  /// The positioned view takes the whole 200 × 100 offered and centres the dot on (50, 30).
  @Test func aDotIsCentredOnItsPoint() {
    struct Map: View {
      var body: some View {
        ZStack {
          Color.gray
          Circle()
            .fill(Color.red)
            .frame(width: 20, height: 20)
            .position(x: 50, y: 30)
        }
        .frame(width: 200, height: 100)
      }
    }
    let snapshot = ViewHost(Map()).snapshot()
    #expect(snapshot.first("Color")?.frame == rect(95, 372, 200, 100))
    #expect(snapshot.first("Circle")?.frame == rect(135, 392, 20, 20))
  }

  /// A moved position animates like any frame.
  @Test func aNewPositionAnimates() throws {
    struct Slider: View {
      @State private var isRight = false
      var body: some View {
        VStack {
          Circle()
            .frame(width: 10, height: 10)
            .position(CGPoint(x: isRight ? 100 : 0, y: 5))
            .frame(width: 100, height: 10)
          Button("Move") { withAnimation(.linear(duration: 1)) { isRight = true } }
        }
      }
    }
    let host = ViewHost(Slider())
    let start = try #require(host.snapshot().first("Circle")).frame.midX
    try host.tap("Move")
    host.advance(by: 0.5)
    let middle = try #require(host.snapshot().first("Circle")).frame.midX
    try host.settle()
    let end = try #require(host.snapshot().first("Circle")).frame.midX
    #expect(start == 145)
    #expect(middle == 195)
    #expect(end == 245)
  }
}
