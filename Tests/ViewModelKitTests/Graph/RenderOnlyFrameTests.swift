import Foundation
import Testing

@testable import ViewModelKit

// A body whose new value differs only in render effects (a keyframe animator's content at each
// frame, or a view dimmed by its state) is patched in place and drawn without a layout. Each
// test compares the patched host with a host that reconciles and lays out every change
// (`patchesRenderOnlyChanges` off), or with a fresh host built at the same value: the
// snapshots are the same, exactly.

/// The animated value of the render-only frame tests (this file and `+InPlace`).
struct RenderOnlyMotion {
  var scale = 1.0
  var lift = 0.0
  var angle = Angle.zero
  var opacity = 1.0
  var width = 40.0
}

/// Four render-effect tracks, one of each kind of keyframe, lasting one second.
@KeyframesBuilder<RenderOnlyMotion>
func renderOnlyKeyframes() -> some Keyframes<RenderOnlyMotion> {
  KeyframeTrack(\.scale) {
    LinearKeyframe(0.8, duration: 0.2)
    SpringKeyframe(1.2, duration: 0.4, spring: .bouncy)
    SpringKeyframe(1.0, duration: 0.4)
  }
  KeyframeTrack(\.lift) {
    CubicKeyframe(-60, duration: 0.5)
    CubicKeyframe(0, duration: 0.5)
  }
  KeyframeTrack(\.angle) {
    LinearKeyframe(.degrees(-15), duration: 0.25)
    LinearKeyframe(.degrees(15), duration: 0.5)
    LinearKeyframe(.zero, duration: 0.25)
  }
  KeyframeTrack(\.opacity) {
    MoveKeyframe(0.5)
    LinearKeyframe(1, duration: 1)
  }
}

/// A badge looping the four tracks, or drawn still at one value of them.
private struct Badge: View {
  var still: RenderOnlyMotion?

  var body: some View {
    if let still {
      Rectangle().frame(width: 40, height: 40)
        .scaleEffect(still.scale)
        .rotationEffect(still.angle)
        .offset(y: still.lift)
        .opacity(still.opacity)
    } else {
      Rectangle()
        .frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: RenderOnlyMotion()) { content, motion in
          content
            .scaleEffect(motion.scale)
            .rotationEffect(motion.angle)
            .offset(y: motion.lift)
            .opacity(motion.opacity)
        } keyframes: { _ in
          renderOnlyKeyframes()
        }
    }
  }
}

/// A bar whose width follows a track: a change the layout must see.
private struct GrowingBar: View {
  var body: some View {
    KeyframeAnimator(initialValue: RenderOnlyMotion()) { motion in
      Rectangle().frame(width: motion.width, height: 10).opacity(motion.opacity)
    } keyframes: { _ in
      KeyframeTrack(\.width) {
        LinearKeyframe(100, duration: 0.5)
      }
      KeyframeTrack(\.opacity) {
        LinearKeyframe(0.5, duration: 0.5)
      }
    }
  }
}

/// What a card shows, kept by a model that the card's buttons change.
@MainActor
@Observable
private final class CardModel {
  var isDimmed = false
  var title = "Card"
}

/// A title drawn from the model: dimming changes only its effects.
private struct CardTitle: View {
  let model: CardModel

  var body: some View {
    Text(model.title)
      .scaleEffect(model.isDimmed ? 0.9 : 1)
      .opacity(model.isDimmed ? 0.4 : 1)
  }
}

private struct DimmingCard: View {
  let model = CardModel()

  var body: some View {
    VStack {
      Button("Dim") { model.isDimmed.toggle() }
      Button("Dim slowly") { withAnimation(.linear(duration: 0.5)) { model.isDimmed.toggle() } }
      Button("Rename") { model.title = "Renamed card" }
      CardTitle(model: model)
    }
  }
}

@MainActor
private func work(_ host: ViewHost<some View>) -> (layouts: Int, itemsApplied: Int) {
  (host.renderer.statistics.layouts, host.renderer.statistics.itemsApplied)
}

@MainActor
private func title(_ host: ViewHost<some View>) -> ViewSnapshot.Node? {
  host.snapshot().all("Text").last
}

@MainActor
@Suite("Render-only frames")
struct RenderOnlyFrameTests {
  @Test func aKeyframeFrameIsPatchedWithoutLayoutAndDrawsWhatAFreshHostDraws() {
    let host = ViewHost(Badge())
    let first = KeyframeTimeline(initialValue: RenderOnlyMotion()) { renderOnlyKeyframes() }
    // The second loop starts where the first ended (the springs are not quite at rest).
    let second = KeyframeTimeline(initialValue: first.value(time: 1)) { renderOnlyKeyframes() }
    let before = work(host)
    for frame in 1...90 {
      host.advance(frames: 1)
      let value = frame < 60 ? first.value(time: host.time) : second.value(time: host.time - 1)
      let fresh = ViewHost(Badge(still: value))
      #expect(host.snapshot().first("Rectangle") == fresh.snapshot().first("Rectangle"), "\(frame)")
    }
    // No frame laid the tree out.
    #expect(work(host).layouts == before.layouts)
  }

  @Test func patchedFramesEqualReconciledFramesExactly() {
    let patched = ViewHost(Badge())
    let reconciled = ViewHost(Badge())
    reconciled.graph.patchesRenderOnlyChanges = false
    for frame in 0..<75 {
      #expect(patched.snapshot() == reconciled.snapshot(), "frame \(frame)")
      #expect(patched.treeDescription() == reconciled.treeDescription(), "frame \(frame)")
      patched.advance(frames: 1)
      reconciled.advance(frames: 1)
    }
    // The same nodes were visited, evaluated and applied; only the layout was skipped.
    #expect(patched.graph.visitCount == reconciled.graph.visitCount)
    #expect(patched.graph.evaluationCount == reconciled.graph.evaluationCount)
    #expect(work(patched).itemsApplied == work(reconciled).itemsApplied)
    #expect(work(patched).layouts + 75 == work(reconciled).layouts)
    #expect(patched.updates.map(\.pass) == reconciled.updates.map(\.pass))
    // Every frame was applied in place, without an update pass.
    #expect(patched.graph.frameDrivers.appliedInPlace == 75)
    #expect(reconciled.graph.frameDrivers.appliedInPlace == 0)
  }

  @Test func aTrackThatChangesAFrameStillLaysOut() {
    let host = ViewHost(GrowingBar())
    let before = work(host)
    let widths = host.timeline(advancingBy: 0.5) { $0.first("Rectangle")?.frame.width ?? .nan }
    for (index, sample) in widths.enumerated() {
      #expect(isClose(sample.value, 40 + 60 * Double(index) / 30), "frame \(index)")
    }
    // Each of the 30 frames laid the tree out.
    #expect(work(host).layouts - before.layouts == 30)
    let patched = ViewHost(GrowingBar())
    let reconciled = ViewHost(GrowingBar())
    reconciled.graph.patchesRenderOnlyChanges = false
    for frame in 0..<40 {
      #expect(patched.snapshot() == reconciled.snapshot(), "frame \(frame)")
      patched.advance(frames: 1)
      reconciled.advance(frames: 1)
    }
  }

  @Test func aStateChangeOfEffectsOnlyIsPatchedAndAnimatesAsReconciled() throws {
    let patched = ViewHost(DimmingCard())
    let reconciled = ViewHost(DimmingCard())
    reconciled.graph.patchesRenderOnlyChanges = false
    let layouts = work(patched).layouts
    for host in [patched, reconciled] { try host.tap("Dim") }
    #expect(patched.snapshot() == reconciled.snapshot())
    #expect(title(patched)?.opacity == 0.4)
    #expect(work(patched).layouts == layouts)
    for host in [patched, reconciled] { try host.tap("Dim slowly") }
    for frame in 0...31 {
      #expect(patched.snapshot() == reconciled.snapshot(), "frame \(frame)")
      patched.advance(frames: 1)
      reconciled.advance(frames: 1)
    }
    #expect(title(patched)?.opacity == 1)
    #expect(work(patched).layouts == layouts)
    // A change that is not render-only is described and laid out again.
    for host in [patched, reconciled] { try host.tap("Rename") }
    #expect(title(patched)?.text == "Renamed card")
    #expect(patched.snapshot() == reconciled.snapshot())
    #expect(work(patched).layouts == layouts + 1)
  }

  @Test func aPatchedAnimatorStillStopsWhenItsViewGoesAway() throws {
    struct Switchable: View {
      @State private var isShown = true

      var body: some View {
        VStack {
          Button("Hide") { isShown = false }
          if isShown { Badge() }
        }
      }
    }
    let host = ViewHost(Switchable())
    host.advance(frames: 10)
    #expect(host.isAnimating)
    try host.tap("Hide")
    #expect(!host.isAnimating)
    #expect(host.snapshot().first("Rectangle") == nil)
  }
}
