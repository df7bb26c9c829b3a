import Foundation

/// When a view's indefinite symbol effect last became active, kept from one value of the view
/// to the next (the node holds the latest as its modifier state).
///
/// Unchecked: written only on the main actor, after the pass that gave the value, and read
/// only on the main actor while snapshots are drawn. It is state, not input: two activations
/// always compare equal, so that it never makes two values of the view differ.
final class SymbolEffectActivation: @unchecked Sendable, Equatable {
  /// The host time at which the effect last became active, or `nil` while it is inactive.
  private(set) var since: Double?
  private weak var clock: FrameDrivers?

  init() {}

  /// Takes over from the activation of the view's previous value (`nil` for a new view): an
  /// effect becoming active starts now, one staying active keeps its start, an inactive one has
  /// none.
  @MainActor
  func take(over previous: SymbolEffectActivation?, isActive: Bool, clock: FrameDrivers) {
    self.clock = clock
    guard isActive else {
      since = nil
      return
    }
    since = previous?.since ?? clock.now
  }

  /// What snapshots add to the effect: the play that runs and its progress for an effect that
  /// repeats, and how far the effect is applied (`amount`) for one that holds its end state, or
  /// for any while it is being turned on or off with an animation.
  @MainActor
  func describe(options: SymbolEffectOptions, holdsEndState: Bool, amount: Double) -> [String] {
    var parts: [String] = []
    if !holdsEndState, let since, let clock,
      let play = Self.play(elapsed: clock.now - since, options: options)
    {
      parts.append("play: \(play.number)")
      parts.append("progress: \(Format.number(play.progress))")
    }
    if holdsEndState ? amount != 0 : amount != 0 && amount != 1 {
      parts.append("amount: \(Format.number(amount))")
    }
    return parts
  }

  /// The play an effect that became active `elapsed` seconds ago is in (from 1) and how far
  /// that play is (1 during the pause after it), or `nil` once a finite number of plays ended.
  ///
  /// One play lasts ``SymbolEffectOptions/playDuration`` divided by the speed; periodic plays
  /// wait their delay between plays; continuous plays follow each other without a pause.
  static func play(
    elapsed: Double,
    options: SymbolEffectOptions
  ) -> (number: Int, progress: Double)? {
    let play = SymbolEffectOptions.playDuration / options.speed
    let cycle = play + options.pause
    let elapsed = max(0, elapsed)
    var index = Int((elapsed / cycle).rounded(.down))
    if let plays = options.indefinitePlays {
      let total = Double(plays) * play + Double(plays - 1) * options.pause
      guard elapsed < total else { return nil }
      index = min(index, plays - 1)
    }
    return (index + 1, min((elapsed - Double(index) * cycle) / play, 1))
  }

  static func == (lhs: SymbolEffectActivation, rhs: SymbolEffectActivation) -> Bool { true }
}
