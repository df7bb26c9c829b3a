import Foundation
import Testing
import ViewModelKit

private struct Caption: View {
  let log: EventLog
  @State private var isLong = false
  @State private var height: CGFloat = 0

  var body: some View {
    VStack(spacing: 0) {
      Button("Grow") { isLong = true }
      Text(isLong ? "A\nlonger\ncaption" : "Short")
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.height
        } action: { height in
          log("height \(Int(height))")
          self.height = height
        }
      Text("Measured \(Int(height))")
    }
  }
}

@MainActor
@Suite("Geometry change actions")
struct GeometryChangeTests {
  @Test func theFirstValueIsDeliveredOnceAndEachChangeAfterLayout() throws {
    let log = EventLog()
    let host = ViewHost(Caption(log: log))
    #expect(log.entries == ["height 20"])
    #expect(shownTexts(host).last == "Measured 20")
    try host.tap("Grow")
    #expect(log.entries == ["height 20", "height 60"])
    #expect(shownTexts(host).last == "Measured 60")
    host.advance(by: 1)
    #expect(log.entries == ["height 20", "height 60"])
  }

  @Test func theOldAndNewValuesFollowTheViewsFrame() throws {
    struct Mover: View {
      let log: EventLog
      @State private var shift: CGFloat = 0
      var body: some View {
        VStack {
          Button("Move") { shift += 30 }
          Text("Box")
            .onGeometryChange(for: CGFloat.self) { proxy in
              proxy.frame(in: .global).minX
            } action: { old, new in
              log("\(Int(old)) -> \(Int(new))")
            }
            .offset(x: shift)
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Mover(log: log))
    try host.tap("Move")
    try host.tap("Move")
    #expect(log.entries == ["183 -> 183", "183 -> 213", "213 -> 243"])
  }

  @Test func nestedActionsSeeOnlyTheirOwnView() throws {
    struct Nested: View {
      let log: EventLog
      var body: some View {
        VStack {
          Text("Inner").frame(width: 50)
            .onGeometryChange(for: CGFloat.self) {
              $0.size.width
            } action: { width in
              log("inner \(width)")
            }
        }
        .frame(width: 120)
        .onGeometryChange(for: CGFloat.self) {
          $0.size.width
        } action: { width in
          log("outer \(width)")
        }
      }
    }
    let log = EventLog()
    _ = ViewHost(Nested(log: log))
    #expect(Set(log.entries) == ["inner 50.0", "outer 120.0"])
    #expect(log.entries.count == 2)
  }
}
