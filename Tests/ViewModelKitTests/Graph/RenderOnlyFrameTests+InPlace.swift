import Foundation
import Testing

@testable import ViewModelKit

// A keyframe animator's frame whose content changes only render effects is applied in place:
// the content closure is called and the new effects are written into the nodes and items,
// without an update pass. Each test drives such a host next to one that reconciles every change
// (`patchesRenderOnlyChanges` off, which also makes every frame a pass) with the same
// interactions, and checks that both show, describe and record the same at every frame.

/// Two pulsing dots: one animated with the modifier, one with the view.
private struct TwoDots: View {
  var body: some View {
    HStack {
      Circle()
        .frame(width: 20, height: 20)
        .keyframeAnimator(initialValue: RenderOnlyMotion()) { content, pulse in
          content.scaleEffect(pulse.scale).rotationEffect(pulse.angle)
        } keyframes: { _ in
          renderOnlyKeyframes()
        }
      KeyframeAnimator(initialValue: RenderOnlyMotion()) { pulse in
        Text("Live").offset(y: pulse.lift).opacity(pulse.opacity)
      } keyframes: { _ in
        renderOnlyKeyframes()
      }
    }
  }
}

/// A dot whose content closure reads its parent's state.
private struct DimmableDot: View {
  @State private var isDimmed = false

  var body: some View {
    VStack {
      Button("Dim") { isDimmed.toggle() }
      Circle()
        .frame(width: 20, height: 20)
        .keyframeAnimator(initialValue: RenderOnlyMotion()) { content, pulse in
          content.scaleEffect(pulse.scale).opacity(isDimmed ? pulse.opacity / 2 : pulse.opacity)
        } keyframes: { _ in
          renderOnlyKeyframes()
        }
    }
  }
}

/// A dot next to a bar whose animated growth counts its completions in a text.
private struct GrowingBarAndDot: View {
  @State private var isWide = false
  @State private var grown = 0

  var body: some View {
    VStack {
      Text("Grown \(grown)")
      Button("Grow") {
        withAnimation(.linear(duration: 0.1)) {
          isWide.toggle()
        } completion: {
          grown += 1
        }
      }
      Rectangle().frame(width: isWide ? 80 : 40, height: 10)
      Circle()
        .frame(width: 20, height: 20)
        .keyframeAnimator(initialValue: RenderOnlyMotion()) { content, pulse in
          content.offset(y: pulse.lift)
        } keyframes: { _ in
          renderOnlyKeyframes()
        }
    }
  }
}

/// A dot under a modifier that animates every change below it.
private struct SmoothedDot: View {
  var body: some View {
    VStack {
      Circle()
        .frame(width: 20, height: 20)
        .keyframeAnimator(initialValue: RenderOnlyMotion()) { content, pulse in
          content.scaleEffect(pulse.scale).opacity(pulse.opacity)
        } keyframes: { _ in
          renderOnlyKeyframes()
        }
    }
    .transaction { $0.animation = .linear(duration: 0.2) }
  }
}

/// Every update record, spelled out.
@MainActor
private func records(_ host: ViewHost<some View>) -> [String] {
  host.updates.map { record in
    let animation = record.transaction.animation.map { "\($0)" } ?? "none"
    return "\(record.pass) \(record.path) \(record.view) \(record.cause) \(animation)"
  }
}

/// Advances a host that applies frames in place and one that reconciles every change, frame by
/// frame, running `interactions` on both at their frames, and checks that they agree at every
/// frame; returns both.
@MainActor
private func compareFrames<V: View>(
  _ view: @autoclosure () -> V,
  frames: Int,
  interactions: [Int: @MainActor (ViewHost<V>) throws -> Void] = [:]
) throws -> (inPlace: ViewHost<V>, reconciled: ViewHost<V>) {
  // Each host gets a value of its own: a view's state belongs to the host that shows it.
  let inPlace = ViewHost(view())
  let reconciled = ViewHost(view())
  reconciled.graph.patchesRenderOnlyChanges = false
  for frame in 0...frames {
    if let interact = interactions[frame] {
      try interact(inPlace)
      try interact(reconciled)
    }
    #expect(inPlace.snapshot() == reconciled.snapshot(), "frame \(frame)")
    #expect(inPlace.treeDescription() == reconciled.treeDescription(), "frame \(frame)")
    #expect(records(inPlace) == records(reconciled), "frame \(frame)")
    #expect(inPlace.graph.changedSources == reconciled.graph.changedSources, "frame \(frame)")
    if frame < frames {
      inPlace.advance(frames: 1)
      reconciled.advance(frames: 1)
    }
  }
  #expect(inPlace.graph.visitCount == reconciled.graph.visitCount)
  #expect(inPlace.graph.evaluationCount == reconciled.graph.evaluationCount)
  #expect(
    inPlace.renderer.statistics.itemsApplied == reconciled.renderer.statistics.itemsApplied
  )
  #expect(reconciled.graph.frameDrivers.appliedInPlace == 0)
  return (inPlace, reconciled)
}

extension RenderOnlyFrameTests {
  @Test func twoAnimatorsAreAppliedInPlaceInOnePassAsAPassRecordsThem() throws {
    let (inPlace, reconciled) = try compareFrames(TwoDots(), frames: 80)
    #expect(inPlace.graph.frameDrivers.appliedInPlace == 160)
    // Both evaluations of a frame are in one pass, in tree order, each caused by its frame.
    let last = inPlace.updates.suffix(2)
    #expect(last.map(\.view) == ["KeyframeAnimator", "KeyframeAnimator"])
    #expect(last.map(\.cause) == [.local, .local])
    #expect(Set(last.map(\.pass)).count == 1)
    // A change report over frames reads the same.
    let report = inPlace.measure("frames") { inPlace.advance(frames: 3) }
    let expected = reconciled.measure("frames") { reconciled.advance(frames: 3) }
    #expect(report == expected)
    #expect(report.description == "frames: frame changed | recomputed none | skipped TwoDots")
  }

  @Test func aStateTheContentReadsStillUpdatesTheAnimator() throws {
    let (inPlace, _) = try compareFrames(
      DimmableDot(),
      frames: 40,
      interactions: [12: { try $0.tap("Dim") }]
    )
    // Every frame was applied in place; the tap's pass evaluated the animator again, which
    // then played on with the dimmed content.
    #expect(inPlace.graph.frameDrivers.appliedInPlace == 40)
    let timeline = KeyframeTimeline(initialValue: RenderOnlyMotion()) { renderOnlyKeyframes() }
    let opacity = inPlace.snapshot().all("Circle").first?.opacity ?? .nan
    #expect(isClose(opacity, timeline.value(time: inPlace.time).opacity / 2))
  }

  @Test func aChangeWaitingAtAFrameMakesThatFrameAPass() throws {
    let (inPlace, _) = try compareFrames(
      GrowingBarAndDot(),
      frames: 30,
      interactions: [5: { try $0.tap("Grow") }]
    )
    // The frame at which the growth's completion changed the text was a pass.
    #expect(inPlace.graph.frameDrivers.appliedInPlace == 29)
    #expect(inPlace.snapshot().first("Text")?.text == "Grown 1")
  }

  @Test func anAnimationAboveTheAnimatorMakesItsFramesPasses() throws {
    let (inPlace, _) = try compareFrames(SmoothedDot(), frames: 30)
    #expect(inPlace.graph.frameDrivers.appliedInPlace == 0)
  }

  @Test func aHostWhoseFramesWereAppliedInPlaceLeavesNothingAlive() {
    let tracker = LifetimeTracker()
    LifetimeTracker.$current.withValue(tracker) {
      let host = ViewHost(TwoDots())
      host.advance(frames: 90)
      #expect(host.graph.frameDrivers.appliedInPlace == 180)
    }
    #expect(tracker.trackedCount > 0)
    #expect(tracker.survivors == [])
  }
}
