import Foundation

/// Records a symbol effect on the views below: `symbolEffect(_:options:isActive:)`,
/// `symbolEffect(_:options:value:)` and `symbolEffectsRemoved(_:)`.
public struct _SymbolEffectModifier: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  /// The effect and its configuration, as snapshots show it (`bounce.up`), or `removed`/`kept`.
  let effect: String
  let options: SymbolEffectOptions
  /// Whether an indefinite effect runs (`nil` for the other kinds).
  let isActive: Bool?
  /// The value whose changes trigger a discrete effect (`nil` for the other kinds).
  let trigger: SymbolEffectTrigger?
  /// Whether the effects inherited from above are removed (`symbolEffectsRemoved()`).
  var removesInherited = false

  func didInsert(node: ViewNode) {
    guard let trigger else { return }
    let run = SymbolEffectRun(clock: node.graph.frameDrivers, trigger: trigger)
    node.modifierState = run
    trigger.run = run
  }

  func didUpdate(node: ViewNode) {
    guard let trigger else { return }
    guard let run = node.modifierState as? SymbolEffectRun else { return didInsert(node: node) }
    run.take(trigger)
    trigger.run = run
  }

  /// What snapshots show: `bounce, value: 3, runs: 2, progress: 0.5`, `pulse, inactive`.
  @MainActor var record: String {
    var parts = [effect]
    if options != .default { parts.append("options: \(options)") }
    if isActive == false { parts.append("inactive") }
    if let trigger {
      parts.append("value: \(trigger.description)")
      if let run = trigger.run { parts += run.describe(options: options) }
    }
    return parts.joined(separator: ", ")
  }
}

/// The value a discrete symbol effect watches, compared with the next one on the main actor;
/// holds the run of its view once the view is in the graph.
///
/// Unchecked: the value is a view's input, read and compared only on the main actor while
/// views are updated and snapshots drawn.
final class SymbolEffectTrigger: @unchecked Sendable, Equatable {
  let value: Any
  let description: String
  private let isEqual: (Any) -> Bool
  /// The run of the view this value was given to (set after the pass that gave it).
  var run: SymbolEffectRun?

  init<Value: Equatable>(_ value: Value) {
    self.value = value
    description = String(describing: value)
    isEqual = { ($0 as? Value) == value }
  }

  static func == (lhs: SymbolEffectTrigger, rhs: SymbolEffectTrigger) -> Bool {
    lhs.isEqual(rhs.value)
  }
}

/// How many times a view's discrete symbol effect was triggered, and when it last was.
@MainActor
final class SymbolEffectRun {
  private unowned let clock: FrameDrivers
  private var trigger: SymbolEffectTrigger
  /// How many value changes triggered the effect.
  private(set) var runs = 0
  /// The host time of the last trigger.
  private(set) var startedAt: Double?

  init(clock: FrameDrivers, trigger: SymbolEffectTrigger) {
    self.clock = clock
    self.trigger = trigger
  }

  /// Takes the view's new value: a value different from the last one starts a run now (a run
  /// still going starts again).
  func take(_ new: SymbolEffectTrigger) {
    guard new != trigger else { return }
    trigger = new
    runs += 1
    startedAt = clock.now
  }

  /// `runs: n` once triggered, and `progress: p` while a run goes on: the fraction of its
  /// plays (one play lasts ``SymbolEffectOptions/playDuration`` divided by the speed, with the
  /// periodic delay between plays), or of the current play when the plays repeat indefinitely.
  func describe(options: SymbolEffectOptions) -> [String] {
    guard runs > 0, let startedAt else { return [] }
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

extension View {
  /// Runs a symbol effect on the symbol images in this view while `isActive` is true (recorded).
  ///
  /// ```swift
  /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
  /// ```
  ///
  /// Recorded: snapshots list `symbolEffect(variableColor.iterative)` on the views below
  /// (`…, inactive` while not active; options other than `.default` follow); nothing moves.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  ///   - isActive: Whether it runs.
  /// - Returns: The view with the effect.
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T,
    options: SymbolEffectOptions = .default,
    isActive: Bool = true
  ) -> some View {
    modifier(
      _SymbolEffectModifier(
        effect: recordedName(of: effect),
        options: options,
        isActive: isActive,
        trigger: nil
      )
    )
  }

  /// Runs a symbol effect once on the symbol images in this view each time `value` changes.
  ///
  /// ```swift
  /// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
  /// ```
  ///
  /// Headless, nothing moves: snapshots record on the views below the effect, the value last
  /// seen, how many changes of it triggered the effect and, while a run goes on, its progress
  /// on the virtual clock: `symbolEffect(bounce, value: 3, runs: 2, progress: 0.25)`. One play
  /// lasts ``SymbolEffectOptions/playDuration`` (1 second, a constant this package chooses:
  /// SwiftUI documents none) divided by the options' speed; `repeat(n)` makes n plays and
  /// `repeat(.periodic(n, delay:))` pauses between them; a change during a run starts it again.
  /// With indefinite repetition the progress is that of the current play.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  ///   - value: The value whose changes trigger the effect.
  /// - Returns: The view with the effect.
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T,
    options: SymbolEffectOptions = .default,
    value: U
  ) -> some View {
    modifier(
      _SymbolEffectModifier(
        effect: recordedName(of: effect),
        options: options,
        isActive: nil,
        trigger: SymbolEffectTrigger(value)
      )
    )
  }

  /// Removes the symbol effects this view inherits from the views above, or keeps them when
  /// `isEnabled` is false.
  ///
  /// ```swift
  /// VStack {
  ///   Image(systemName: "bolt.slash.fill").symbolEffectsRemoved()  // does not pulse
  ///   Image(systemName: "folder.fill")  // pulses
  /// }
  /// .symbolEffect(.pulse)
  /// ```
  ///
  /// Snapshots of the views below drop the symbol effects recorded above and show
  /// `symbolEffect(removed)` (or `symbolEffect(kept)`) instead; effects added below still show.
  ///
  /// - Parameter isEnabled: Whether inherited effects are removed.
  /// - Returns: The view.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    modifier(
      _SymbolEffectModifier(
        effect: isEnabled ? "removed" : "kept",
        options: .default,
        isActive: nil,
        trigger: nil,
        removesInherited: isEnabled
      )
    )
  }
}

/// The name snapshots give an effect: its name and configuration steps (`bounce.up.byLayer`).
func recordedName(of effect: some SymbolEffect) -> String {
  (effect as? any RecordedSymbolEffect)?.recordedName ?? "\(effect)"
}

extension _SymbolEffectModifier: StaticRenderEffect, SnapshotDescribable {
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    if removesInherited {
      context.effects.removeAll {
        guard case .symbolEffect = $0 else { return false }
        return true
      }
    }
    context.append(.symbolEffect(record))
  }

  var snapshotLine: String { ".symbolEffect(\(record))" }
}
