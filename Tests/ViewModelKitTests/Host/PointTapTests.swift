import Testing
import ViewModelKit

/// A card game screen: two overlapping squares in a `ZStack` with nothing written on them.
private struct Swatches: View {
  let log: EventLog
  @State private var isShowingRed = false

  var body: some View {
    VStack(spacing: 20) {
      ZStack {
        Rectangle()
          .fill(.blue)
          .frame(width: 200, height: 200)
          .onTapGesture { log("blue") }
        Rectangle()
          .fill(.red)
          .frame(width: 100, height: 100)
          .onTapGesture { log("red") }
      }
      Circle()
        .frame(width: 60, height: 60)
        .gesture(
          SpatialTapGesture()
            .onEnded { value in log("circle at \(Int(value.location.x)),\(Int(value.location.y))") }
        )
      Button("Reset") { log("reset") }
        .disabled(true)
    }
  }
}

@MainActor
@Suite struct PointTapTests {
  @Test func theTopmostTargetUnderTheFingerIsTapped() throws {
    let log = EventLog()
    let host = ViewHost(Swatches(log: log))
    // The stack is 200 + 20 + 60 + 20 + 20 tall, centred on a 390 × 844 screen: it starts at
    // y = 262, so the squares are centred at (195, 362).
    try host.tap(at: CGPoint(x: 195, y: 362))
    try host.tap(at: CGPoint(x: 100, y: 300))
    #expect(log.entries == ["red", "blue"])
  }

  @Test func aGestureSeesWhereItWasTapped() throws {
    let log = EventLog()
    let host = ViewHost(Swatches(log: log))
    // The circle's frame is (165, 482, 60, 60).
    try host.tap(at: CGPoint(x: 170, y: 500))
    #expect(log.entries == ["circle at 5,18"])
  }

  @Test func nothingUnderTheFingerListsTheTargetsAndTheirFrames() {
    let host = ViewHost(Swatches(log: EventLog()))
    #expect(
      throws: ViewHostError.noMatch(
        control: "button or tap target",
        label: "at (10, 10)",
        candidates: [
          "Rectangle (95, 262, 200, 200)", "Rectangle (145, 312, 100, 100)",
          "Circle (165, 482, 60, 60)", "Button (175, 562, 40, 20)",
        ]
      )
    ) {
      try host.tap(at: CGPoint(x: 10, y: 10))
    }
  }

  @Test func aDisabledButtonUnderTheFingerIsNotTapped() {
    let log = EventLog()
    let host = ViewHost(Swatches(log: log))
    #expect(throws: ViewHostError.disabled(action: "tap", label: "at (195, 572)", view: "Button")) {
      try host.tap(at: CGPoint(x: 195, y: 572))
    }
    #expect(log.entries.isEmpty)
  }
}
