import Testing
import ViewModelKit

// Gestures as screens use them: a card dragged away, a press-and-hold button, a pinch, and
// gestures of a view and its container competing — played by the host frame by frame.

private struct SwipeCard: View {
  @GestureState private var drag = CGSize.zero
  @State private var dismissed: [String] = []

  var body: some View {
    VStack {
      Text("Dismissed: \(dismissed.count)")
      Text("Card")
        .frame(width: 200, height: 100)
        .offset(drag)
        .gesture(
          DragGesture()
            .updating($drag) { value, state, _ in state = value.translation }
            .onEnded { value in
              if value.translation.width > 100 { dismissed.append("Card") }
            }
        )
    }
  }
}

private struct HoldButton: View {
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Text(log.joined(separator: ","))
      Text("Hold")
        .onLongPressGesture(minimumDuration: 1) {
          log.append("done")
        } onPressingChanged: { pressing in
          log.append(pressing ? "down" : "up")
        }
    }
  }
}

private struct ZoomableMap: View {
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero

  var body: some View {
    VStack {
      Text("scale \(scale)")
      Text("angle \(Int(angle.degrees.rounded()))")
      Text("Map")
        .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
        .simultaneousGesture(RotationGesture().onChanged { angle = $0 })
    }
  }
}

private struct Nested: View {
  let parentPriority: String
  @State private var log: [String] = []

  var body: some View {
    let child = Text("Row")
      .gesture(DragGesture().onEnded { _ in log.append("child") })
    let parent = DragGesture().onEnded { _ in log.append("parent") }
    VStack {
      Text(log.joined(separator: ","))
      switch parentPriority {
      case "high": VStack { child }.highPriorityGesture(parent)
      case "simultaneous": VStack { child }.simultaneousGesture(parent)
      case "subviews": VStack { child }.gesture(parent, including: .subviews)
      default: VStack { child }.gesture(parent)
      }
    }
  }
}

@MainActor
@Suite("Gestures: drags, long presses, pinches and their competition")
struct GestureTests {
  @Test func aDragMovesTheCardFrameByFrameAndTheGestureStateReturnsWhenItLifts() throws {
    let host = ViewHost(SwipeCard(), size: CGSize(width: 390, height: 400))
    let startX = host.snapshot().all("Text")[1].frame.minX
    try host.drag("Card", by: CGSize(width: 160, height: 0), duration: 4.0 / 60)
    #expect(host.time == 4.0 / 60)
    // The last step moved the card by the whole translation; lifting resets the state.
    #expect(host.snapshot().all("Text")[1].frame.minX == startX)
    #expect(host.snapshot().first("Text")?.text == "Dismissed: 1")
  }

  @Test func theCardFollowsTheFingerWhileTheDragLasts() throws {
    struct Follower: View {
      @State private var offsets: [Double] = []
      var body: some View {
        VStack {
          Text(offsets.map { String(Int($0)) }.joined(separator: " "))
          Text("Knob")
            .gesture(
              DragGesture(minimumDistance: 0).onChanged { offsets.append($0.translation.width) }
            )
        }
      }
    }
    let host = ViewHost(Follower())
    try host.drag("Knob", by: CGSize(width: 40, height: 0), duration: 4.0 / 60)
    // With no minimum distance the touch-down is a change too; then 10 points a frame; the lift
    // is an end, not a change.
    #expect(host.snapshot().first("Text")?.text == "0 10 20 30 40")
  }

  @Test func aShortDragIsNotADragAndASlowOneSetsTheVelocity() throws {
    struct Meter: View {
      @State private var result = "none"
      var body: some View {
        VStack {
          Text(result)
          Text("Slider")
            .gesture(
              DragGesture()
                .onEnded { value in
                  result =
                    "\(Int(value.velocity.width)) \(Int(value.predictedEndTranslation.width))"
                }
            )
        }
      }
    }
    let host = ViewHost(Meter())
    try host.drag("Slider", by: CGSize(width: 8, height: 0))
    #expect(host.snapshot().first("Text")?.text == "none")
    try host.drag("Slider", by: CGSize(width: 60, height: 0), duration: 0.1)
    // 10 points a frame at 60 frames a second: 600 points a second; coasting adds 0.499 s of it.
    #expect(host.snapshot().first("Text")?.text == "600 359")
  }

  @Test func aLongPressReportsPressingAndEndsWhenTheDurationIsReached() throws {
    let host = ViewHost(HoldButton())
    try host.longPress("Hold", duration: 0.5)
    #expect(host.snapshot().first("Text")?.text == "down,up")
    // Once the duration is reached the press is over: pressing turns false, then the action runs
    // (while the finger is still down).
    try host.longPress("Hold", duration: 1.5)
    #expect(host.snapshot().first("Text")?.text == "down,up,down,up,done")
  }

  @Test func aPinchAndARotationAreRecognisedTogether() throws {
    let host = ViewHost(ZoomableMap())
    try host.magnify("Map", by: 2, duration: 0.1)
    // A CGFloat in a Text literal is formatted with %lf, as on a device.
    #expect(
      host.snapshot().all("Text").compactMap(\.text).prefix(2) == ["scale 2.000000", "angle 0"]
    )
    try host.rotate("Map", by: .degrees(90), duration: 0.1)
    #expect(host.snapshot().all("Text")[1].text == "angle 90")
  }

  @Test func theInnermostGestureWinsUnlessTheContainerSaysOtherwise() throws {
    func log(after priority: String) throws -> String? {
      let host = ViewHost(Nested(parentPriority: priority))
      try host.drag("Row", by: CGSize(width: 50, height: 0))
      return host.snapshot().first("Text")?.text
    }
    #expect(try log(after: "normal") == "child")
    #expect(try log(after: "high") == "parent")
    #expect(try log(after: "simultaneous") == "child,parent")
    #expect(try log(after: "subviews") == "child")
  }

  @Test func aViewWithoutAGestureIsAClearError() {
    let host = ViewHost(VStack { Text("Plain") })
    #expect(
      throws: ViewHostError.noMatch(control: "view with a gesture", label: "Plain", candidates: [])
    ) {
      try host.drag("Plain", by: CGSize(width: 10, height: 0))
    }
  }

  @Test func combinedGesturesReportWhichPartIsUnderWay() throws {
    struct Armed: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text(log.joined(separator: ","))
          Text("Tile")
            .gesture(
              LongPressGesture(minimumDuration: 0.2)
                .sequenced(before: DragGesture(minimumDistance: 0))
                .onEnded { value in
                  if case .second(true, let drag?) = value {
                    log.append("moved \(Int(drag.translation.width))")
                  }
                }
            )
        }
      }
    }
    let host = ViewHost(Armed())
    try host.longPress("Tile", duration: 0.5)
    #expect(host.snapshot().first("Text")?.text == "moved 0")
  }

  @Test func tapsGoToTapGesturesAndADoubleTapWinsOverASingleOne() throws {
    struct Photo: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text(log.joined(separator: ","))
          Text("Photo")
            .gesture(
              TapGesture(count: 2).onEnded { log.append("like") }
                .exclusively(before: TapGesture().onEnded { log.append("open") })
            )
          Text("Canvas")
            .gesture(
              SpatialTapGesture()
                .onEnded { value in
                  log.append("at \(Int(value.location.x)),\(Int(value.location.y))")
                }
            )
        }
      }
    }
    let host = ViewHost(Photo())
    try host.tap("Photo", count: 2)
    #expect(host.snapshot().first("Text")?.text == "like")
    try host.tap("Photo")
    #expect(host.snapshot().first("Text")?.text == "like,open")
    try host.tap("Canvas")
    // The centre of a 48 × 20 text, in its own coordinates.
    #expect(host.snapshot().first("Text")?.text == "like,open,at 24,10")
  }
}
