import Foundation
import Testing
import ViewModelKit

/// Where a tap sends the board's three shapes, and with which animation.
private struct Move: Sendable {
  var label: String
  var animation: Animation
  var x: Double
  var width: Double
  var degrees: Double
}

/// A board of three shapes moved by buttons.
///
/// A bar grows (`frame`), a puck slides (`offset`) and a needle turns (`rotationEffect`). With
/// `chained`, the first move's completion (when it is logically complete) starts the chained move,
/// at the frame where that happens.
private struct Board: View {
  let moves: [Move]
  var chained: Move?
  @State private var x = 0.0
  @State private var width = 20.0
  @State private var degrees = 0.0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Rectangle().frame(width: width, height: 10)
      Circle().frame(width: 10, height: 10).offset(x: x)
      Capsule().frame(width: 10, height: 30).rotationEffect(.degrees(degrees))
      ForEach(moves.indices, id: \.self) { index in
        Button(moves[index].label) { go(moves[index], first: index == 0) }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private func go(_ move: Move, first: Bool) {
    guard first, let chained else {
      withAnimation(move.animation) { apply(move) }
      return
    }
    withAnimation(move.animation, completionCriteria: .logicallyComplete) {
      apply(move)
    } completion: {
      withAnimation(chained.animation) { apply(chained) }
    }
  }

  private func apply(_ move: Move) {
    x = move.x
    width = move.width
    degrees = move.degrees
  }
}

/// One value of the board: what the host presents, and the public API's reference for it.
///
/// The reference is driven the way an app developer counts: at `Double(k) / framesPerSecond`
/// seconds, `k` frames after its animation began, whatever host frame that was.
private struct Track<Value: VectorArithmetic> {
  var model: Value
  var reference: AnimationReference<Value>?
  /// The value the running reference animates from (`model − interval`).
  var base: Value
  /// The host frame the running reference's animation began at.
  var start = 0
  let framesPerSecond: Int

  init(_ value: Value, framesPerSecond: Int) {
    model = value
    base = value
    self.framesPerSecond = framesPerSecond
  }

  private func seconds(at frame: Int) -> Double {
    Double(frame - start) / Double(framesPerSecond)
  }

  mutating func change(to target: Value, with animation: Animation, atFrame frame: Int) {
    let delta = target - model
    model = target
    guard delta != .zero else { return }
    if reference == nil {
      base = target - delta
      start = frame
      reference = AnimationReference(animation, interval: delta)
    } else {
      reference!.change(by: delta, with: animation, at: seconds(at: frame))
    }
  }

  /// The presented value at host frame `frame`, by the reference.
  mutating func frame(at frame: Int) -> Value {
    guard reference != nil else { return model }
    guard let animated = reference!.frame(at: seconds(at: frame)) else {
      reference = nil
      return model
    }
    return base + animated
  }
}

/// Plays taps and frames on a host and on the public API side by side, and records the largest
/// difference between what the host shows and what the API gives.
@MainActor
private final class SideBySide {
  let host: ViewHost<Board>
  let moves: [Move]
  var chained: Move?
  private var bar: Track<CGRect.AnimatableData>
  private var puck: Track<CGSize.AnimatableData>
  private var needle: Track<Double>
  /// The largest difference so far, with the frame where it was.
  private(set) var worst = (difference: 0.0, frame: "none")
  private(set) var frames = 0

  init(_ moves: [Move], chained: Move? = nil, framesPerSecond: Int = 60) {
    self.moves = moves
    self.chained = chained
    host = ViewHost(Board(moves: moves, chained: chained), framesPerSecond: framesPerSecond)
    bar = Track(Self.bar(width: 20), framesPerSecond: framesPerSecond)
    puck = Track(CGSize.zero.animatableData, framesPerSecond: framesPerSecond)
    needle = Track(Angle.zero.animatableData, framesPerSecond: framesPerSecond)
  }

  nonisolated static func bar(width: Double) -> CGRect.AnimatableData {
    CGRect(x: 0, y: 0, width: width, height: 10).animatableData
  }

  /// The host's frame number.
  private var frame: Int { Int((host.time * Double(host.framesPerSecond)).rounded()) }

  func tap(_ label: String) throws {
    let move = try #require(moves.first { $0.label == label })
    try host.tap(label)
    apply(move)
  }

  private func apply(_ move: Move) {
    let frame = frame
    bar.change(to: Self.bar(width: move.width), with: move.animation, atFrame: frame)
    puck.change(
      to: CGSize(width: move.x, height: 0).animatableData,
      with: move.animation,
      atFrame: frame
    )
    needle.change(
      to: Angle.degrees(move.degrees).animatableData,
      with: move.animation,
      atFrame: frame
    )
  }

  /// Advances one frame and compares the three shapes with the API's values.
  func advance(frames count: Int = 1) {
    for _ in 0..<count {
      host.advance(frames: 1)
      frames += 1
      let frame = frame
      let expectedBar = bar.frame(at: frame)
      let expectedPuck = puck.frame(at: frame)
      let expectedNeedle = needle.frame(at: frame)
      let snapshot = host.snapshot()
      var rect = CGRect.zero
      rect.animatableData = expectedBar
      let shown = (
        snapshot.first("Rectangle")!.frame, snapshot.first("Circle")!.frame.minX,
        snapshot.first("Capsule")!.rotation.animatableData
      )
      let difference = [
        abs(shown.0.minX - rect.minX), abs(shown.0.minY - rect.minY),
        abs(shown.0.width - rect.width), abs(shown.0.height - rect.height),
        abs(shown.1 - expectedPuck.first), abs(shown.2 - expectedNeedle),
      ]
      .max()!
      if difference > worst.difference {
        worst = (difference, "host frame \(frame): bar \(shown.0.width), puck \(shown.1)")
      }
      // The chained move starts when the first logically completes, after that frame.
      if let chained, bar.reference?.completedLogically == true {
        self.chained = nil
        apply(chained)
      }
    }
  }

  /// Whether host and API agree that nothing animates any more.
  var hasSettled: Bool {
    !host.isAnimating && bar.reference == nil && puck.reference == nil && needle.reference == nil
  }

  /// Advances frame by frame until the host or the API stops animating (at most 10 s).
  func advanceUntilEither() {
    var frame = 0
    while host.isAnimating,
      bar.reference != nil || puck.reference != nil || needle.reference != nil,
      frame < 10 * host.framesPerSecond
    {
      advance()
      frame += 1
    }
  }

  /// Advances until the host or the API stops animating, then expects both to have agreed at
  /// every frame (to 1e-9) and to have settled together.
  func expectAgreementUntilEither(sourceLocation: SourceLocation = #_sourceLocation) {
    advanceUntilEither()
    #expect(worst.difference < 1e-9, "\(worst.frame)", sourceLocation: sourceLocation)
    #expect(hasSettled, sourceLocation: sourceLocation)
  }
}

private let throwing = Move(
  label: "Throw",
  animation: .spring(duration: 0.5, bounce: 0.2),
  x: 100,
  width: 120,
  degrees: 90
)

// A spring retargeted by a spring while the host renders presents, frame by frame, what the public
// `Animation` API gives: `shouldMerge(previous:value:time:context:)` at the change, then
// `animate(value:time:context:)` on the same context over the summed interval — the previous
// spring's velocity and force of the last frame kept, its position advanced to the change. Frames
// (`CGRect.AnimatableData`), offsets (`CGSize.AnimatableData`) and angles (`Double`) alike.
private let retargets: [Animation] = [
  .bouncy, .smooth, .spring(duration: 0.3, bounce: 0.4), .snappy(duration: 0.7),
]

@MainActor
@Suite struct SpringRetargetRenderingTests {
  @Test(arguments: retargets, [1, 7, 20])
  func aSpringRetargetedBetweenFramesFollowsTheMerge(_ spring: Animation, after frames: Int) throws
  {
    let catching = Move(label: "Catch", animation: spring, x: 160, width: 60, degrees: -45)
    let run = SideBySide([throwing, catching])
    try run.tap("Throw")
    run.advance(frames: frames)
    try run.tap("Catch")
    run.expectAgreementUntilEither()
  }

  // An animation that began `k` frames after the host started is evaluated at exactly
  // `Double(k) / framesPerSecond` seconds `k` frames later, and merged at exactly that time since
  // its start: not at `host.time − start`, which can be one rounding away and put a fluid spring's
  // 1/300 s step on the other side of a frame (2 points of 100 here, before).
  @Test(arguments: [3, 7, 59, 61], [60, 120])
  func aSpringRetargetedAfterTheHostHasRunFollowsTheMerge(
    idle: Int,
    framesPerSecond: Int
  ) throws {
    let catching = Move(label: "Catch", animation: .bouncy, x: 160, width: 60, degrees: -45)
    let run = SideBySide([throwing, catching], framesPerSecond: framesPerSecond)
    run.host.advance(frames: idle)
    try run.tap("Throw")
    run.advance(frames: 7)
    try run.tap("Catch")
    run.expectAgreementUntilEither()
  }

  @Test(arguments: retargets, [1, 13])
  func aSpringRetargetedLateInTheHostsLifeFollowsTheMerge(
    _ spring: Animation,
    after frames: Int
  )
    throws
  {
    let catching = Move(label: "Catch", animation: spring, x: 160, width: 60, degrees: -45)
    let run = SideBySide([throwing, catching])
    run.host.advance(by: 100)
    try run.tap("Throw")
    run.advance(frames: frames)
    try run.tap("Catch")
    run.expectAgreementUntilEither()
  }

  @Test(arguments: [0, 59], [60, 120])
  func aSpringRetargetedExactlyAtAFrameTimeFollowsTheMerge(idle: Int, framesPerSecond: Int) throws {
    // The completion runs at the frame where the throw completes logically (its response,
    // 0.5 s): the retarget happens at that frame's time, after the frame was evaluated.
    let catching = Move(label: "Catch", animation: .bouncy, x: 160, width: 60, degrees: -45)
    let run = SideBySide([throwing], chained: catching, framesPerSecond: framesPerSecond)
    run.host.advance(frames: idle)
    try run.tap("Throw")
    run.expectAgreementUntilEither()
    #expect(run.chained == nil)
  }

  @Test func aSpringRetargetedBeforeTheFirstFrameIsReplacedAsAMergeAtTimeZeroWouldGive() throws {
    let catching = Move(label: "Catch", animation: .bouncy, x: 160, width: 60, degrees: -45)
    let run = SideBySide([throwing, catching])
    try run.tap("Throw")
    try run.tap("Catch")
    run.expectAgreementUntilEither()

    // The same values by a merge at time zero: nothing has moved yet, so the new spring starts
    // from rest over the summed interval.
    var merged = AnimationContext<Double>()
    #expect(
      Animation.bouncy.shouldMerge(
        previous: throwing.animation,
        value: 100,
        time: 0,
        context: &merged
      )
    )
    var replaced = AnimationContext<Double>()
    for frame in 1...60 {
      let time = Double(frame) / 60
      #expect(
        Animation.bouncy.animate(value: 160.0, time: time, context: &merged)
          == Animation.bouncy.animate(value: 160.0, time: time, context: &replaced)
      )
    }
  }

  @Test func aBlendingSpringBeforeTheFirstFrameReplacesWithoutBlending() throws {
    // `interactiveSpring` blends from a merged spring's response over 0.25 s; before the first
    // frame there is nothing to merge (SwiftUI replaces a pending animation), so it runs as if
    // it had been the only one.
    let flicking = Move(
      label: "Flick",
      animation: .interactiveSpring,
      x: 160,
      width: 60,
      degrees: -45
    )
    let run = SideBySide([throwing, flicking])
    try run.tap("Throw")
    try run.tap("Flick")
    run.expectAgreementUntilEither()
  }

  @Test(arguments: [0, 61], [60, 120])
  func threeRetargetsInARowFollowTheMerge(idle: Int, framesPerSecond: Int) throws {
    let moves = [
      throwing,
      Move(label: "Catch", animation: .bouncy, x: 160, width: 60, degrees: -45),
      Move(label: "Nudge", animation: .smooth(duration: 0.3), x: 40, width: 200, degrees: 10),
      Move(
        label: "Park",
        animation: .spring(duration: 0.8, bounce: 0.1),
        x: 0,
        width: 20,
        degrees: 0
      ),
    ]
    let run = SideBySide(moves, framesPerSecond: framesPerSecond)
    run.host.advance(frames: idle)
    try run.tap("Throw")
    run.advance(frames: 5)
    try run.tap("Catch")
    run.advance(frames: 4)
    try run.tap("Nudge")
    run.advance(frames: 1)
    try run.tap("Park")
    run.expectAgreementUntilEither()
  }

  @Test(arguments: [0, 7], [60, 120])
  func aTimingCurveInterruptingASpringCombinesWithIt(idle: Int, framesPerSecond: Int) throws {
    // `easeInOut` does not merge: both run, the curve animating the gap between the spring's
    // value and the new target.
    let easing = Move(
      label: "Ease",
      animation: .easeInOut(duration: 0.3),
      x: 160,
      width: 60,
      degrees: -45
    )
    var context = AnimationContext<Double>()
    #expect(
      !easing.animation.shouldMerge(
        previous: throwing.animation,
        value: 1,
        time: 0.1,
        context: &context
      )
    )
    let run = SideBySide([throwing, easing], framesPerSecond: framesPerSecond)
    run.host.advance(frames: idle)
    try run.tap("Throw")
    run.advance(frames: 6)
    try run.tap("Ease")
    run.expectAgreementUntilEither()
  }
}
