import Testing
import ViewModelKit

/// A refresh button whose arrow turns while loading, with the loading switched on and off with
/// or without an animation.
private struct Refresh<Effect: IndefiniteSymbolEffect & SymbolEffect>: View {
  @State private var isLoading = false
  let effect: Effect
  var options: SymbolEffectOptions = .default
  var animation: Animation? = nil

  var body: some View {
    VStack {
      Image(systemName: "arrow.clockwise")
        .symbolEffect(effect, options: options, isActive: isLoading)
      Button("Load") { withAnimation(animation) { isLoading.toggle() } }
    }
  }
}

@MainActor
private func effects<Root: View>(in host: ViewHost<Root>) -> [String] {
  (host.snapshot().all("Image").first { $0.text == "arrow.clockwise" }?.effects ?? [])
    .map(\.description)
}

/// A number as snapshots print it: rounded to thousandths, without a fraction when whole.
private func printed(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

@MainActor
@Suite("symbolEffect(_:options:isActive:)")
struct SymbolEffectActivationTests {
  @Test func aRepeatingEffectPlaysWhileActiveAndStopsWhenTurnedOff() throws {
    let host = ViewHost(Refresh(effect: .rotate.clockwise, options: .speed(2)))
    let name = "symbolEffect(rotate.clockwise, options: speed(2)"
    #expect(effects(in: host) == ["\(name), inactive)"])
    try host.tap("Load")
    #expect(effects(in: host) == ["\(name), play: 1, progress: 0)"])
    // Plays of 1 s / 2, one after another: 78 frames in, the third play has run 0.3 s of 0.5 s.
    host.advance(frames: 78)
    let elapsed = 78.0 / 60
    let play = SymbolEffectOptions.playDuration / 2
    let number = Int((elapsed / play).rounded(.down))
    let progress = (elapsed - Double(number) * play) / play
    #expect(number == 2)
    #expect(
      effects(in: host) == ["\(name), play: \(number + 1), progress: \(printed(progress)))"]
    )
    #expect(!host.isAnimating)
    try host.tap("Load")
    #expect(effects(in: host) == ["\(name), inactive)"])
  }

  @Test func periodicPlaysWaitTheirDelayAndEndAfterTheirCount() throws {
    let options = SymbolEffectOptions.repeat(.periodic(2, delay: 0.5))
    let host = ViewHost(Refresh(effect: .bounce, options: options))
    let name = "symbolEffect(bounce, options: repeat(periodic(2, delay: 0.5))"
    try host.tap("Load")
    host.advance(by: 0.5)
    #expect(effects(in: host) == ["\(name), play: 1, progress: 0.5)"])
    // After the first play (1 s) the effect waits 0.5 s: the play stays complete.
    host.advance(by: 0.75)
    #expect(effects(in: host) == ["\(name), play: 1, progress: 1)"])
    host.advance(by: 0.5)
    #expect(effects(in: host) == ["\(name), play: 2, progress: 0.25)"])
    // Two plays and one delay: 2.5 s, after which the effect stays on without playing.
    host.advance(by: 1)
    #expect(effects(in: host) == ["\(name))"])
  }

  @Test func nonRepeatingPlaysOnceAndRepeatCountsPlaysThatMany() throws {
    let once = ViewHost(Refresh(effect: .pulse, options: .nonRepeating))
    try once.tap("Load")
    once.advance(frames: 30)
    #expect(
      effects(in: once) == ["symbolEffect(pulse, options: nonRepeating, play: 1, progress: 0.5)"]
    )
    once.advance(frames: 30)
    #expect(effects(in: once) == ["symbolEffect(pulse, options: nonRepeating)"])

    let thrice = ViewHost(Refresh(effect: .wiggle, options: .repeat(3)))
    try thrice.tap("Load")
    thrice.advance(by: 2.5)
    #expect(
      effects(in: thrice) == ["symbolEffect(wiggle, options: repeat(3), play: 3, progress: 0.5)"]
    )
    thrice.advance(by: 0.5)
    #expect(effects(in: thrice) == ["symbolEffect(wiggle, options: repeat(3))"])
  }

  @Test func theTimelineShowsThePlaysFrameByFrame() throws {
    let host = ViewHost(Refresh(effect: .variableColor.iterative, options: .repeat(.continuous)))
    try host.tap("Load")
    let samples = host.timeline(advancingBy: 2.5) { snapshot in
      snapshot.all("Image").first?.effects.map(\.description) ?? []
    }
    #expect(samples.count == 151)
    for (frame, sample) in samples.enumerated() {
      // Continuous plays of 1 s follow each other without a pause.
      let elapsed = Double(frame) / 60
      let number = Int((elapsed + 1e-9).rounded(.down))
      let progress = elapsed - Double(number)
      let expected =
        "symbolEffect(variableColor.iterative, options: repeat(continuous), "
        + "play: \(number + 1), progress: \(printed(max(0, progress))))"
      #expect(sample.value == [expected], "frame \(frame)")
    }
  }

  @Test func anEffectThatHoldsItsEndStateIsTurnedOnAndOffWithTheTransactionsAnimation() throws {
    let host = ViewHost(Refresh(effect: .scale.up, animation: .linear(duration: 2)))
    try host.tap("Load")
    host.advance(frames: 30)
    // 0.5 s of a linear animation of 2 s.
    #expect(effects(in: host) == ["symbolEffect(scale.up, amount: \(printed(0.5 / 2)))"])
    #expect(host.isAnimating)
    try host.settle()
    #expect(effects(in: host) == ["symbolEffect(scale.up, amount: 1)"])
    host.advance(by: 10)
    #expect(effects(in: host) == ["symbolEffect(scale.up, amount: 1)"])
    try host.tap("Load")
    host.advance(frames: 90)
    #expect(effects(in: host) == ["symbolEffect(scale.up, inactive, amount: \(printed(0.5 / 2)))"])
    try host.settle()
    #expect(effects(in: host) == ["symbolEffect(scale.up, inactive)"])
  }

  @Test func withoutAnAnimationTheEndStateIsTakenAtOnce() throws {
    let host = ViewHost(Refresh(effect: .disappear.down))
    try host.tap("Load")
    #expect(effects(in: host) == ["symbolEffect(disappear.down, amount: 1)"])
    #expect(!host.isAnimating)
    try host.tap("Load")
    #expect(effects(in: host) == ["symbolEffect(disappear.down, inactive)"])
  }

  @Test func aRepeatingEffectEndsWithTheTransactionsAnimation() throws {
    let host = ViewHost(Refresh(effect: .pulse.byLayer, animation: .linear(duration: 0.5)))
    try host.tap("Load")
    host.advance(frames: 15)
    // Turned on: the plays start at once, the amount rises over the animation.
    #expect(
      effects(in: host) == ["symbolEffect(pulse.byLayer, play: 1, progress: 0.25, amount: 0.5)"]
    )
    host.advance(frames: 45)
    #expect(effects(in: host) == ["symbolEffect(pulse.byLayer, play: 2, progress: 0)"])
    try host.tap("Load")
    host.advance(frames: 6)
    #expect(effects(in: host) == ["symbolEffect(pulse.byLayer, inactive, amount: 0.8)"])
    try host.settle()
    #expect(effects(in: host) == ["symbolEffect(pulse.byLayer, inactive)"])
  }

  @Test func turningOnAgainStartsThePlaysAgain() throws {
    let host = ViewHost(Refresh(effect: .breathe))
    try host.tap("Load")
    host.advance(frames: 75)
    #expect(effects(in: host) == ["symbolEffect(breathe, play: 2, progress: 0.25)"])
    try host.tap("Load")
    host.advance(frames: 20)
    try host.tap("Load")
    host.advance(frames: 12)
    #expect(effects(in: host) == ["symbolEffect(breathe, play: 1, progress: 0.2)"])
  }

  @Test func drawingEffectsHoldTheirEndState() throws {
    let on = ViewHost(Refresh(effect: .drawOn.individually))
    let off = ViewHost(Refresh(effect: .drawOff.reversed))
    try on.tap("Load")
    try off.tap("Load")
    on.advance(by: 5)
    off.advance(by: 5)
    #expect(effects(in: on) == ["symbolEffect(drawOn.individually, amount: 1)"])
    #expect(effects(in: off) == ["symbolEffect(drawOff.reversed, amount: 1)"])
  }
}
