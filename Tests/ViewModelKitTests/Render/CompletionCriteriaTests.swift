import Foundation
import Testing
import ViewModelKit

private struct Slider: View {
  @State private var offset: CGFloat = 0
  let animation: Animation
  let criteria: AnimationCompletionCriteria
  let record: (String) -> Void

  var body: some View {
    VStack {
      Color.green.frame(width: 10, height: 10).offset(x: offset)
      Button("Go") {
        withAnimation(animation, completionCriteria: criteria) {
          offset += 100
        } completion: {
          record("done")
        }
      }
      Button("Again") {
        withAnimation(.linear(duration: 4)) { offset += 100 }
      }
    }
  }
}

@MainActor
private final class Log {
  var entries: [String] = []
}

/// The frame, counted from the tap at 60 frames per second, at which the completion of the
/// animation the tap started is called (`nil` when not within `limit` seconds); `interrupt`
/// taps "Again" at that time.
@MainActor
private func completionTime(
  of animation: Animation,
  _ criteria: AnimationCompletionCriteria,
  interruptingAt interrupt: Double? = nil,
  limit: Double = 12
) throws -> Int? {
  let log = Log()
  let host = ViewHost(
    Slider(animation: animation, criteria: criteria) { log.entries.append($0) }
  )
  try host.tap("Go")
  let start = host.time
  var interrupted = false
  while host.time - start < limit {
    host.advance(frames: 1)
    if let interrupt, !interrupted, host.time - start >= interrupt - 1e-9 {
      interrupted = true
      try host.tap("Again")
    }
    if !log.entries.isEmpty {
      #expect(log.entries == ["done"])
      return Int(((host.time - start) * 60).rounded())
    }
  }
  return nil
}

private struct Tint: View {
  @State private var isRed = false
  let animation: Animation
  let criteria: AnimationCompletionCriteria
  let record: (String) -> Void

  var body: some View {
    (isRed ? Color.red : Color.blue)
      .frame(width: 10, height: 10)
      .onAppear {
        withAnimation(animation, completionCriteria: criteria) {
          isRed.toggle()
        } completion: {
          record("done")
        }
      }
  }
}

private struct TwoTints: View {
  let record: (String) -> Void

  var body: some View {
    let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
    VStack {
      Tint(animation: animation, criteria: .logicallyComplete) { _ in record("logical") }
      Tint(animation: animation, criteria: .removed) { _ in record("removed") }
    }
  }
}

/// The frame at which the completion of an animation that a view starts when it appears is
/// called.
@MainActor
private func appearingCompletionFrame(
  of animation: Animation,
  _ criteria: AnimationCompletionCriteria
) -> Int? {
  let log = Log()
  let host = ViewHost(Tint(animation: animation, criteria: criteria) { log.entries.append($0) })
  for frame in 0..<600 {
    if !log.entries.isEmpty { return frame }
    host.advance(frames: 1)
  }
  return nil
}

@MainActor
@Suite("Animation completions: every criterion with every wrapper")
struct CompletionCriteriaTests {
  @Test func aTimingCurveCompletesLogicallyWhenItIsRemoved() throws {
    let time1 = try completionTime(of: .linear(duration: 2), .logicallyComplete)
    #expect(time1 == 121)
    let time2 = try completionTime(of: .linear(duration: 2), .removed)
    #expect(time2 == 121)
  }

  @Test func logicallyCompleteAfterCallsOnlyTheLogicalCompletionEarly() throws {
    let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
    let time3 = try completionTime(of: animation, .logicallyComplete)
    #expect(time3 == 60)
    let time4 = try completionTime(of: animation, .removed)
    #expect(time4 == 301)
  }

  @Test func aLogicalCompletionLaterThanTheEndIsTheRemoval() throws {
    let animation = Animation.linear(duration: 1).logicallyComplete(after: 3)
    let time5 = try completionTime(of: animation, .logicallyComplete)
    #expect(time5 == 61)
    let time6 = try completionTime(of: animation, .removed)
    #expect(time6 == 61)
  }

  @Test func aDelayedAnimationCompletesAfterItsDelay() throws {
    let animation = Animation.linear(duration: 2).delay(1)
    let time7 = try completionTime(of: animation, .logicallyComplete)
    #expect(time7 == 181)
    let time8 = try completionTime(of: animation, .removed)
    #expect(time8 == 181)
  }

  @Test func aFasterAnimationCompletesSooner() throws {
    let animation = Animation.linear(duration: 2).speed(2)
    let time9 = try completionTime(of: animation, .logicallyComplete)
    #expect(time9 == 61)
    let time10 = try completionTime(of: animation, .removed)
    #expect(time10 == 61)
  }

  @Test func aRepeatedAnimationCompletesAfterItsLastPass() throws {
    let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
    let logical = try #require(try completionTime(of: animation, .logicallyComplete))
    let removed = try #require(try completionTime(of: animation, .removed))
    #expect(logical == removed)
    #expect(removed >= 180 && removed <= 186)
  }

  @Test func wrappersAroundALogicalCompletionKeepIt() throws {
    let delayed = Animation.linear(duration: 5).logicallyComplete(after: 1).delay(1)
    let time11 = try completionTime(of: delayed, .logicallyComplete)
    #expect(time11 == 120)
    let time12 = try completionTime(of: delayed, .removed)
    #expect(time12 == 361)
    let faster = Animation.linear(duration: 5).logicallyComplete(after: 1).speed(2)
    let time13 = try completionTime(of: faster, .logicallyComplete)
    #expect(time13 == 30)
    let time14 = try completionTime(of: faster, .removed)
    #expect(time14 == 151)
  }

  @Test func anInterruptionDelaysOnlyTheRemoval() throws {
    let animation = Animation.linear(duration: 2)
    let time15 = try completionTime(of: animation, .logicallyComplete, interruptingAt: 1)
    #expect(time15 == 121)
    let removed = try #require(
      try completionTime(of: animation, .removed, interruptingAt: 1)
    )
    #expect(removed == 301)
  }

  @Test func anInterruptedLogicalCompletionStillComesAtItsTime() throws {
    let animation = Animation.linear(duration: 5).logicallyComplete(after: 2)
    let time16 = try completionTime(of: animation, .logicallyComplete, interruptingAt: 1)
    #expect(time16 == 120)
    let time17 = try completionTime(of: animation, .removed, interruptingAt: 1)
    #expect(time17 == 301)
  }

  @Test func anAnimationStartedOnAppearCompletesByEachCriterion() {
    let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
    #expect(appearingCompletionFrame(of: animation, .logicallyComplete) == 60)
    #expect(appearingCompletionFrame(of: animation, .removed) == 301)
    #expect(appearingCompletionFrame(of: .linear(duration: 2), .removed) == 121)
  }

  @Test func twoViewsAppearingWithOneAnimationEachGetTheirCompletion() {
    let log = Log()
    let host = ViewHost(TwoTints { log.entries.append($0) })
    host.advance(frames: 60)
    #expect(log.entries == ["logical"])
    host.advance(frames: 240)
    #expect(log.entries == ["logical"])
    host.advance(frames: 1)
    #expect(log.entries == ["logical", "removed"])
  }
}
