import Testing
import ViewModelKit

/// A bell that bounces at each new notification, a spinner and a heart that breathe.
private struct Inbox: View {
  @State private var count = 0
  var options: SymbolEffectOptions = .repeat(2).speed(1.5)

  var body: some View {
    VStack {
      Image(systemName: "bell").symbolEffect(.bounce.down, options: options, value: count)
      Button("Notify") { count += 1 }
    }
  }
}

@MainActor
private func effects<Root: View>(of name: String, in host: ViewHost<Root>) -> [String] {
  (host.snapshot().all("Image").first { $0.text == name }?.effects ?? []).map(\.description)
}

@MainActor
@Suite("symbolEffect runs")
struct SymbolEffectRunTests {
  @Test func eachValueChangeRunsTheEffectOnTheVirtualClock() throws {
    let host = ViewHost(Inbox())
    let prefix = "symbolEffect(bounce.down, options: repeat(2).speed(1.5)"
    #expect(effects(of: "bell", in: host) == ["\(prefix), value: 0)"])
    try host.tap("Notify")
    #expect(effects(of: "bell", in: host) == ["\(prefix), value: 1, runs: 1, progress: 0)"])
    // Two plays of 1 s / 1.5 each: 4/3 s in all; after 0.5 s, 0.375 of it has run.
    host.advance(frames: 30)
    #expect(effects(of: "bell", in: host) == ["\(prefix), value: 1, runs: 1, progress: 0.375)"])
    host.advance(frames: 60)
    #expect(effects(of: "bell", in: host) == ["\(prefix), value: 1, runs: 1)"])
    #expect(!host.isAnimating)
  }

  @Test func aChangeDuringARunStartsItAgain() throws {
    let host = ViewHost(Inbox(options: .default))
    try host.tap("Notify")
    host.advance(frames: 45)
    #expect(
      effects(of: "bell", in: host) == [
        "symbolEffect(bounce.down, value: 1, runs: 1, progress: 0.75)"
      ]
    )
    try host.tap("Notify")
    host.advance(frames: 15)
    #expect(
      effects(of: "bell", in: host) == [
        "symbolEffect(bounce.down, value: 2, runs: 2, progress: 0.25)"
      ]
    )
    host.advance(frames: 45)
    #expect(effects(of: "bell", in: host) == ["symbolEffect(bounce.down, value: 2, runs: 2)"])
  }

  @Test func periodicPlaysPauseBetweenPlays() throws {
    // Two plays of 1 s with 0.5 s between them: 2.5 s in all.
    let host = ViewHost(Inbox(options: .repeat(.periodic(2, delay: 0.5))))
    try host.tap("Notify")
    host.advance(by: 1.25)
    #expect(
      effects(of: "bell", in: host) == [
        "symbolEffect(bounce.down, options: repeat(periodic(2, delay: 0.5)), value: 1, runs: 1, "
          + "progress: 0.5)"
      ]
    )
    host.advance(by: 1.25)
    #expect(
      effects(of: "bell", in: host) == [
        "symbolEffect(bounce.down, options: repeat(periodic(2, delay: 0.5)), value: 1, runs: 1)"
      ]
    )
  }

  @Test func indefiniteRepetitionShowsTheCurrentPlay() throws {
    let host = ViewHost(Inbox(options: .repeating.speed(2)))
    try host.tap("Notify")
    // Plays of 0.5 s: 1.3 s in, the third play is 0.6 of the way.
    host.advance(frames: 78)
    #expect(
      effects(of: "bell", in: host) == [
        "symbolEffect(bounce.down, options: repeating.speed(2), value: 1, runs: 1, progress: 0.6)"
      ]
    )
  }

  @Test func newEffectsRecordTheirConfiguration() {
    struct Symbols: View {
      var body: some View {
        VStack {
          Image(systemName: "a").symbolEffect(.wiggle.custom(angle: .degrees(45)).byLayer, value: 1)
          Image(systemName: "b").symbolEffect(.wiggle.counterClockwise, isActive: false)
          Image(systemName: "c").symbolEffect(.rotate.clockwise.wholeSymbol)
          Image(systemName: "d").symbolEffect(.breathe.pulse.byLayer, options: .nonRepeating)
          Image(systemName: "e").symbolEffect(.drawOff.individually.reversed)
          Image(systemName: "f").symbolEffect(.drawOn.wholeSymbol, options: .repeat(.continuous))
          Image(systemName: "g").symbolEffect(.wiggle.forward, options: .repeat(nil), value: 0)
        }
      }
    }
    let host = ViewHost(Symbols())
    #expect(
      host.snapshot().all("Image").flatMap(\.effects).map(\.description) == [
        "symbolEffect(wiggle.custom(angle: 45).byLayer, value: 1)",
        "symbolEffect(wiggle.counterClockwise, inactive)",
        "symbolEffect(rotate.clockwise.wholeSymbol, play: 1, progress: 0)",
        "symbolEffect(breathe.pulse.byLayer, options: nonRepeating, play: 1, progress: 0)",
        "symbolEffect(drawOff.individually.reversed, amount: 1)",
        "symbolEffect(drawOn.wholeSymbol, options: repeat(continuous), amount: 1)",
        "symbolEffect(wiggle.forward, value: 0)",
      ]
    )
  }

  @Test func removedEffectsAreThoseInheritedFromAbove() {
    struct Folders: View {
      var body: some View {
        VStack {
          Image(systemName: "bolt.slash.fill").symbolEffectsRemoved()
          Image(systemName: "folder.fill")
          Image(systemName: "tray").symbolEffect(.bounce, value: 0).symbolEffectsRemoved()
          Image(systemName: "doc").symbolEffectsRemoved(false)
        }
        .symbolEffect(.pulse)
      }
    }
    let host = ViewHost(Folders())
    #expect(effects(of: "bolt.slash.fill", in: host) == ["symbolEffect(removed)"])
    #expect(effects(of: "folder.fill", in: host) == ["symbolEffect(pulse, play: 1, progress: 0)"])
    #expect(
      effects(of: "tray", in: host) == [
        "symbolEffect(removed)", "symbolEffect(bounce, value: 0)",
      ]
    )
    #expect(
      effects(of: "doc", in: host) == [
        "symbolEffect(pulse, play: 1, progress: 0)", "symbolEffect(kept)",
      ]
    )
  }

  @Test func optionsDescribeRepeatBehaviors() {
    #expect(SymbolEffectOptions.repeat(.periodic).description == "repeat(periodic)")
    #expect(
      SymbolEffectOptions.repeat(.periodic(3, delay: -1)).speed(2).description
        == "repeat(periodic(3, delay: 0)).speed(2)"
    )
    #expect(
      SymbolEffectOptions.repeat(.periodic(delay: 1)).description == "repeat(periodic(delay: 1))"
    )
    #expect(SymbolEffectOptions.repeat(4).repeat(.continuous).description == "repeat(continuous)")
    #expect(SymbolEffectOptions.repeat(.continuous).repeat(nil).description == "default")
    #expect(SymbolEffectOptions.playDuration == 1)
  }
}
