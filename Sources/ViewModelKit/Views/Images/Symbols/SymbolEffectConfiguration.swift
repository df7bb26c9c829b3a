/// The configuration of a symbol effect: which effect it is and the configuration steps chained
/// onto it (`bounce.up.byLayer`), as the Symbols framework defines it.
///
/// ```swift
/// let effect = BounceSymbolEffect.bounce.up
/// effect.configuration == BounceSymbolEffect.bounce.up.configuration  // true
/// effect.configuration == BounceSymbolEffect.bounce.down.configuration  // false
/// ```
///
/// As in SwiftUI, a configuration has no public initializer and no public properties: it can
/// only be compared and hashed. Two effects have equal configurations when they are the same
/// effect with the same steps, in the same order.
public struct SymbolEffectConfiguration: Hashable, Sendable {
  /// The effect's name and steps, as snapshots show it.
  let name: String
}

extension SymbolEffect where Self: RecordedSymbolEffect {
  /// The configuration of an effect whose steps are recorded.
  var recordedConfiguration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(name: recordedName)
  }
}

extension BounceSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension PulseSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension VariableColorSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension ScaleSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension AppearSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension DisappearSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension ReplaceSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension ReplaceSymbolEffect.MagicReplace {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension WiggleSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension RotateSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension BreatheSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension DrawOnSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension DrawOffSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}

extension AutomaticSymbolEffect {
  /// The configuration for the effect.
  public var configuration: SymbolEffectConfiguration { recordedConfiguration }
}
