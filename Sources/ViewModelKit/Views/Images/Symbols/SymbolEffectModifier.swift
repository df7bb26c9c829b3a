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
  /// When an indefinite effect became active (`nil` for the other kinds).
  var activation: SymbolEffectActivation? = nil
  /// Whether an indefinite effect holds its end state while active (scale, appear, disappear,
  /// draw on, draw off) rather than repeating plays.
  var holdsEndState = false
  /// How far an indefinite effect is applied: 1 while active, 0 while not; the renderer animates
  /// it with the transaction that turns the effect on or off.
  var effectData: Double = 1

  func didInsert(node: ViewNode) {
    if let activation {
      activation.take(over: nil, isActive: isActive == true, clock: node.graph.frameDrivers)
      node.modifierState = activation
    }
    guard let trigger else { return }
    let run = SymbolEffectRun(clock: node.graph.frameDrivers, trigger: trigger)
    node.modifierState = run
    trigger.run = run
  }

  func didUpdate(node: ViewNode) {
    if let activation {
      let previous = node.modifierState as? SymbolEffectActivation
      activation.take(over: previous, isActive: isActive == true, clock: node.graph.frameDrivers)
      node.modifierState = activation
    }
    guard let trigger else { return }
    guard let run = node.modifierState as? SymbolEffectRun else { return didInsert(node: node) }
    run.take(trigger)
    trigger.run = run
  }

  /// What snapshots show: `bounce, value: 3, runs: 2, progress: 0.5`, `pulse, play: 2,
  /// progress: 0.25`, `scale.up, amount: 1`, `pulse, inactive`.
  @MainActor var record: String {
    var parts = [effect]
    if options != .default { parts.append("options: \(options)") }
    if isActive == false { parts.append("inactive") }
    if let activation {
      parts += activation.describe(
        options: options,
        holdsEndState: holdsEndState,
        amount: effectData
      )
    }
    if let trigger {
      parts.append("value: \(trigger.description)")
      if let run = trigger.run { parts += run.describe(options: options) }
    }
    return parts.joined(separator: ", ")
  }
}

extension View {
  /// Runs a symbol effect on the symbol images in this view while `isActive` is true.
  ///
  /// ```swift
  /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
  /// ```
  ///
  /// Headless, no glyph moves: snapshots record the effect on the views below and, on the
  /// virtual clock, how it runs. An effect that repeats (bounce, pulse, variable colour,
  /// wiggle, rotate, breathe) plays from the moment it becomes active, one play lasting
  /// ``SymbolEffectOptions/playDuration`` (1 second, a constant this package chooses: SwiftUI
  /// documents none) divided by the options' speed, for as long as it is active by default
  /// (`.repeating`, `.repeat(.continuous)` and `.repeat(.periodic)` too), once with
  /// `.nonRepeating`, n times with `.repeat(n)` or `.repeat(.periodic(n, delay:))`, waiting the
  /// periodic delay between plays: `symbolEffect(pulse, play: 3, progress: 0.25)`, and
  /// `symbolEffect(pulse, options: repeat(2))` once its plays are over. An effect that holds its
  /// end state (scale, appear, disappear, draw on, draw off) shows how far it is applied:
  /// `symbolEffect(scale.up, amount: 1)` while active, whatever its options. Continuous
  /// repetition is recorded as plays that follow each other without a pause (SwiftUI's
  /// continuous animation has an intro and an outro whose timing it does not document).
  ///
  /// Turning the effect on or off takes the transaction's animation: while it runs, snapshots
  /// show the amount (`symbolEffect(pulse, inactive, amount: 0.5)`); without an animation the
  /// change is immediate (SwiftUI animates it with the symbol's own timing, which it does not
  /// document). An inactive effect shows `symbolEffect(pulse, inactive)`. The plays are worked
  /// out from the clock when a snapshot is taken: an effect playing indefinitely does not keep
  /// the host animating, so `settle()` does not wait for it.
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
        trigger: nil,
        activation: SymbolEffectActivation(),
        holdsEndState: !(effect is any DiscreteSymbolEffect),
        effectData: isActive ? 1 : 0
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
  effect.configuration.name
}

extension _SymbolEffectModifier: RenderEffectModifier, SnapshotDescribable {
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
