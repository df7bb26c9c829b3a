/// The motion effects of the Symbols framework (iOS 18): wiggle, rotate and breathe.

/// A transitory back-and-forth motion or rotation of the symbol (iOS 18).
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.wiggle.clockwise, value: count)
/// ```
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "wiggle")

  var recordedName: String { steps.description }

  /// This effect moving up and down, starting up.
  public var up: WiggleSymbolEffect { WiggleSymbolEffect(steps: steps.adding("up")) }

  /// This effect moving up and down, starting down.
  public var down: WiggleSymbolEffect { WiggleSymbolEffect(steps: steps.adding("down")) }

  /// This effect moving left and right, starting left.
  public var left: WiggleSymbolEffect { WiggleSymbolEffect(steps: steps.adding("left")) }

  /// This effect moving left and right, starting right.
  public var right: WiggleSymbolEffect { WiggleSymbolEffect(steps: steps.adding("right")) }

  /// This effect moving horizontally, starting forward in the reading direction.
  public var forward: WiggleSymbolEffect { WiggleSymbolEffect(steps: steps.adding("forward")) }

  /// This effect moving horizontally, starting backward in the reading direction.
  public var backward: WiggleSymbolEffect { WiggleSymbolEffect(steps: steps.adding("backward")) }

  /// This effect rotating back and forth, starting clockwise.
  public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(steps: steps.adding("clockwise")) }

  /// This effect rotating back and forth, starting counter-clockwise.
  public var counterClockwise: WiggleSymbolEffect {
    WiggleSymbolEffect(steps: steps.adding("counterClockwise"))
  }

  /// This effect applied to each motion group in turn.
  public var byLayer: WiggleSymbolEffect { WiggleSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect applied to the whole symbol at once.
  public var wholeSymbol: WiggleSymbolEffect {
    WiggleSymbolEffect(steps: steps.adding("wholeSymbol"))
  }

  /// This effect moving back and forth along an axis at `angle` degrees clockwise from the
  /// positive x-axis.
  ///
  /// - Parameter angle: The axis, in degrees (a non-finite one is taken as 0).
  /// - Returns: The effect.
  public func custom(angle: Double) -> WiggleSymbolEffect {
    let degrees = angle.isFinite ? angle : 0
    return WiggleSymbolEffect(steps: steps.adding("custom(angle: \(Format.number(degrees)))"))
  }

  /// This effect moving back and forth along an axis at `angle` clockwise from the positive
  /// x-axis.
  ///
  /// - Parameter angle: The axis.
  /// - Returns: The effect.
  public func custom(angle: Angle) -> WiggleSymbolEffect {
    custom(angle: angle.degrees)
  }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// The wiggle effect.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// A rotation of parts of the symbol around an anchor the symbol provides (iOS 18).
///
/// ```swift
/// Image(systemName: "arrow.clockwise").symbolEffect(.rotate.clockwise, isActive: isLoading)
/// ```
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "rotate")

  var recordedName: String { steps.description }

  /// This effect rotating clockwise.
  public var clockwise: RotateSymbolEffect { RotateSymbolEffect(steps: steps.adding("clockwise")) }

  /// This effect rotating counter-clockwise.
  public var counterClockwise: RotateSymbolEffect {
    RotateSymbolEffect(steps: steps.adding("counterClockwise"))
  }

  /// This effect applied to each motion group in turn.
  public var byLayer: RotateSymbolEffect { RotateSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect applied to the whole symbol at once.
  public var wholeSymbol: RotateSymbolEffect {
    RotateSymbolEffect(steps: steps.adding("wholeSymbol"))
  }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// The rotate effect.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// A smooth scaling of the symbol up and down (iOS 18).
///
/// ```swift
/// Image(systemName: "heart").symbolEffect(.breathe.pulse.byLayer, isActive: isLive)
/// ```
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  RecordedSymbolEffect
{
  var steps = SymbolEffectSteps(name: "breathe")

  var recordedName: String { steps.description }

  /// This effect breathing with no other styling.
  public var plain: BreatheSymbolEffect { BreatheSymbolEffect(steps: steps.adding("plain")) }

  /// This effect pulsing the layers' opacity as they breathe.
  public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(steps: steps.adding("pulse")) }

  /// This effect applied to each motion group in turn.
  public var byLayer: BreatheSymbolEffect { BreatheSymbolEffect(steps: steps.adding("byLayer")) }

  /// This effect applied to the whole symbol at once.
  public var wholeSymbol: BreatheSymbolEffect {
    BreatheSymbolEffect(steps: steps.adding("wholeSymbol"))
  }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// The breathe effect.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
