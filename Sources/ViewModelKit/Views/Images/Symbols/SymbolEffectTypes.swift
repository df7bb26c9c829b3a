/// The effect types of the Symbols framework, each with its configuration steps.

/// A transitory scaling of the symbol.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce.up, isActive: true)
/// ```
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "bounce")

  var recordedName: String { steps.description }

  /// This effect with the `up` configuration.
  public var up: BounceSymbolEffect { BounceSymbolEffect(steps: steps.adding("up")) }

  /// This effect with the `down` configuration.
  public var down: BounceSymbolEffect { BounceSymbolEffect(steps: steps.adding("down")) }

  /// This effect with the `byLayer` configuration.
  public var byLayer: BounceSymbolEffect { BounceSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect with the `wholeSymbol` configuration.
  public var wholeSymbol: BounceSymbolEffect {
    BounceSymbolEffect(steps: steps.adding("wholeSymbol"))
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// The bounce effect.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// A fading of the symbol's layers in and out.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.pulse.byLayer, isActive: true)
/// ```
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "pulse")

  var recordedName: String { steps.description }

  /// This effect with the `byLayer` configuration.
  public var byLayer: PulseSymbolEffect { PulseSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect with the `wholeSymbol` configuration.
  public var wholeSymbol: PulseSymbolEffect {
    PulseSymbolEffect(steps: steps.adding("wholeSymbol"))
  }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// The pulse effect.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// A lighting of the symbol's layers in turn.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.variableColor.iterative, isActive: true)
/// ```
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "variableColor")

  var recordedName: String { steps.description }

  /// This effect with the `iterative` configuration.
  public var iterative: VariableColorSymbolEffect {
    VariableColorSymbolEffect(steps: steps.adding("iterative"))
  }

  /// This effect with the `cumulative` configuration.
  public var cumulative: VariableColorSymbolEffect {
    VariableColorSymbolEffect(steps: steps.adding("cumulative"))
  }

  /// This effect with the `reversing` configuration.
  public var reversing: VariableColorSymbolEffect {
    VariableColorSymbolEffect(steps: steps.adding("reversing"))
  }

  /// This effect with the `nonReversing` configuration.
  public var nonReversing: VariableColorSymbolEffect {
    VariableColorSymbolEffect(steps: steps.adding("nonReversing"))
  }

  /// This effect with the `hideInactiveLayers` configuration.
  public var hideInactiveLayers: VariableColorSymbolEffect {
    VariableColorSymbolEffect(steps: steps.adding("hideInactiveLayers"))
  }

  /// This effect with the `dimInactiveLayers` configuration.
  public var dimInactiveLayers: VariableColorSymbolEffect {
    VariableColorSymbolEffect(steps: steps.adding("dimInactiveLayers"))
  }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// The variableColor effect.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// A scaling of the symbol up or down while active.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.scale.up, isActive: true)
/// ```
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, RecordedSymbolEffect {
  var steps = SymbolEffectSteps(name: "scale")

  var recordedName: String { steps.description }

  /// This effect with the `up` configuration.
  public var up: ScaleSymbolEffect { ScaleSymbolEffect(steps: steps.adding("up")) }

  /// This effect with the `down` configuration.
  public var down: ScaleSymbolEffect { ScaleSymbolEffect(steps: steps.adding("down")) }

  /// This effect with the `byLayer` configuration.
  public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect with the `wholeSymbol` configuration.
  public var wholeSymbol: ScaleSymbolEffect {
    ScaleSymbolEffect(steps: steps.adding("wholeSymbol"))
  }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// The scale effect.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// A showing of the symbol's layers.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.appear.up, isActive: true)
/// ```
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect,
  RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "appear")

  var recordedName: String { steps.description }

  /// This effect with the `up` configuration.
  public var up: AppearSymbolEffect { AppearSymbolEffect(steps: steps.adding("up")) }

  /// This effect with the `down` configuration.
  public var down: AppearSymbolEffect { AppearSymbolEffect(steps: steps.adding("down")) }

  /// This effect with the `byLayer` configuration.
  public var byLayer: AppearSymbolEffect { AppearSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect with the `wholeSymbol` configuration.
  public var wholeSymbol: AppearSymbolEffect {
    AppearSymbolEffect(steps: steps.adding("wholeSymbol"))
  }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// The appear effect.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// A hiding of the symbol's layers.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.disappear.up, isActive: true)
/// ```
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect,
  RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "disappear")

  var recordedName: String { steps.description }

  /// This effect with the `up` configuration.
  public var up: DisappearSymbolEffect { DisappearSymbolEffect(steps: steps.adding("up")) }

  /// This effect with the `down` configuration.
  public var down: DisappearSymbolEffect { DisappearSymbolEffect(steps: steps.adding("down")) }

  /// This effect with the `byLayer` configuration.
  public var byLayer: DisappearSymbolEffect {
    DisappearSymbolEffect(steps: steps.adding("byLayer"))
  }

  /// This effect with the `wholeSymbol` configuration.
  public var wholeSymbol: DisappearSymbolEffect {
    DisappearSymbolEffect(steps: steps.adding("wholeSymbol"))
  }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// The disappear effect.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// A replacement of one symbol with another.
///
/// ```swift
/// Image(systemName: isMuted ? "bell.slash" : "bell").contentTransition(.symbolEffect(.replace))
/// ```
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, RecordedSymbolEffect {
  var steps = SymbolEffectSteps(name: "replace")

  var recordedName: String { steps.description }

  /// This effect with the `downUp` configuration.
  public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(steps: steps.adding("downUp")) }

  /// This effect with the `upUp` configuration.
  public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(steps: steps.adding("upUp")) }

  /// This effect with the `offUp` configuration.
  public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(steps: steps.adding("offUp")) }

  /// This effect with the `byLayer` configuration.
  public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect with the `wholeSymbol` configuration.
  public var wholeSymbol: ReplaceSymbolEffect {
    ReplaceSymbolEffect(steps: steps.adding("wholeSymbol"))
  }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// The replace effect.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
