/// The drawing effects of the Symbols framework (iOS 26): draw on and draw off.

/// A drawing of the symbol's strokes until it shows (iOS 26).
///
/// ```swift
/// Image(systemName: "signature").transition(.symbolEffect(.drawOn.individually))
/// ```
public struct DrawOnSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect,
  RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "drawOn")

  var recordedName: String { steps.description }

  /// This effect drawing each motion group in turn.
  public var byLayer: DrawOnSymbolEffect { DrawOnSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect drawing all motion groups at once.
  public var wholeSymbol: DrawOnSymbolEffect {
    DrawOnSymbolEffect(steps: steps.adding("wholeSymbol"))
  }

  /// This effect drawing one motion group at a time.
  public var individually: DrawOnSymbolEffect {
    DrawOnSymbolEffect(steps: steps.adding("individually"))
  }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
  /// The draw-on effect.
  public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}

/// An erasing of the symbol's strokes until it is hidden (iOS 26).
///
/// ```swift
/// Image(systemName: "checkmark").symbolEffect(.drawOff.reversed, isActive: isDone)
/// ```
public struct DrawOffSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect,
  RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "drawOff")

  var recordedName: String { steps.description }

  /// This effect drawing each motion group in turn.
  public var byLayer: DrawOffSymbolEffect { DrawOffSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect drawing all motion groups at once.
  public var wholeSymbol: DrawOffSymbolEffect {
    DrawOffSymbolEffect(steps: steps.adding("wholeSymbol"))
  }

  /// This effect drawing one motion group at a time.
  public var individually: DrawOffSymbolEffect {
    DrawOffSymbolEffect(steps: steps.adding("individually"))
  }

  /// This effect erasing the strokes from their ends.
  public var reversed: DrawOffSymbolEffect { DrawOffSymbolEffect(steps: steps.adding("reversed")) }

  /// This effect erasing the strokes from their starts.
  public var nonReversed: DrawOffSymbolEffect {
    DrawOffSymbolEffect(steps: steps.adding("nonReversed"))
  }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
  /// The draw-off effect.
  public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}

/// The default effect for a symbol's transition or replacement, chosen by context.
///
/// ```swift
/// Image(systemName: "bell").transition(.symbolEffect(.automatic))
/// ```
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect, TransitionSymbolEffect,
  RecordedSymbolEffect
{
  var recordedName: String { "automatic" }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
  /// The automatic effect.
  public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

extension ReplaceSymbolEffect {
  /// A replacement that animates the elements two symbols share (iOS 18): made by
  /// `ReplaceSymbolEffect/magic(fallback:)`.
  ///
  /// ```swift
  /// Image(systemName: isOn ? "bell.fill" : "bell")
  ///   .contentTransition(.symbolEffect(.replace.magic(fallback: .replace.downUp)))
  /// ```
  public struct MagicReplace: ContentTransitionSymbolEffect, RecordedSymbolEffect {
    let fallback: ReplaceSymbolEffect

    var recordedName: String { "replace.magic(fallback: \(fallback.recordedName))" }
  }

  /// This effect preferring the magic replacement, and `fallback` where it is not possible.
  ///
  /// - Parameter fallback: The replacement used where the magic one is not possible.
  /// - Returns: The effect.
  public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace {
    MagicReplace(fallback: fallback)
  }
}
