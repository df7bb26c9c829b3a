import Foundation

/// The value a discrete symbol effect watches, compared with the next one on the main actor;
/// holds the run of its view once the view is in the graph.
///
/// Unchecked: the value is a view's input, read and compared only on the main actor while
/// views are updated and snapshots drawn.
final class SymbolEffectTrigger: @unchecked Sendable, Equatable {
  let value: Value
  /// The run of the view this value was given to (set after the pass that gave it).
  var run: SymbolEffectRun?

  /// The value with its comparison (holding no reference back to a run).
  struct Value {
    let value: Any
    let description: String
    let isEqual: (Any) -> Bool

    static func == (lhs: Value, rhs: Value) -> Bool { lhs.isEqual(rhs.value) }
  }

  init<V: Equatable>(_ value: V) {
    self.value = Value(
      value: value,
      description: String(describing: value),
      isEqual: { ($0 as? V) == value }
    )
  }

  var description: String { value.description }

  static func == (lhs: SymbolEffectTrigger, rhs: SymbolEffectTrigger) -> Bool {
    lhs.value == rhs.value
  }
}

/// How many times a view's discrete symbol effect was triggered, and when it last was.
@MainActor
final class SymbolEffectRun {
  private weak var clock: FrameDrivers?
  private var value: SymbolEffectTrigger.Value
  /// How many value changes triggered the effect.
  private(set) var runs = 0
  /// The host time of the last trigger.
  private(set) var startedAt: Double?

  init(clock: FrameDrivers, trigger: SymbolEffectTrigger) {
    self.clock = clock
    value = trigger.value
  }

  /// Takes the view's new value: a value different from the last one starts a run now (a run
  /// still going starts again).
  func take(_ new: SymbolEffectTrigger) {
    guard !(new.value == value), let clock else { return }
    value = new.value
    runs += 1
    startedAt = clock.now
  }

  /// `runs: n` once triggered, and `progress: p` while a run goes on: the fraction of its
  /// plays (one play lasts ``SymbolEffectOptions/playDuration`` divided by the speed, with the
  /// periodic delay between plays), or of the current play when the plays repeat indefinitely.
  func describe(options: SymbolEffectOptions) -> [String] {
    guard runs > 0, let startedAt, let clock else { return [] }
    var parts = ["runs: \(runs)"]
    if let progress = Self.progress(elapsed: clock.now - startedAt, options: options) {
      parts.append("progress: \(Format.number(progress))")
    }
    return parts
  }

  /// How far a run is after `elapsed` seconds, or `nil` once it ended.
  static func progress(elapsed: Double, options: SymbolEffectOptions) -> Double? {
    let play = SymbolEffectOptions.playDuration / options.speed
    let cycle = play + options.pause
    guard let plays = options.plays else {
      let inCycle = elapsed.truncatingRemainder(dividingBy: cycle)
      return min(inCycle / play, 1)
    }
    let total = Double(plays) * play + Double(plays - 1) * options.pause
    guard elapsed < total else { return nil }
    return max(0, elapsed) / total
  }
}
