/// An animation of a symbol image (`Image(systemName:)`), as the Symbols framework defines it.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
/// ```
///
/// There are no symbol glyphs headlessly, so nothing moves: snapshots record the effect on the
/// views below (`symbolEffect(variableColor.iterative)`), with the runs of a discrete effect,
/// the plays of an indefinite one and their progress on the virtual clock (see
/// `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)`).
public protocol SymbolEffect: Hashable, Sendable {
  /// A configuration for a symbol effect: the effect and the configuration steps chained onto
  /// it, compared as a value.
  ///
  /// ```swift
  /// BounceSymbolEffect.bounce.up.configuration == BounceSymbolEffect.bounce.configuration
  /// // false
  /// ```
  var configuration: SymbolEffectConfiguration { get }
}

/// An effect that runs once each time a value changes: `symbolEffect(_:options:value:)`.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.wiggle, value: unread)
/// ```
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that runs while it is active: `symbolEffect(_:options:isActive:)`.
///
/// ```swift
/// Image(systemName: "arrow.clockwise").symbolEffect(.rotate, isActive: isLoading)
/// ```
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol: `transition(.symbolEffect(_:options:))`.
///
/// ```swift
/// Image(systemName: "checkmark").transition(.symbolEffect(.drawOn))
/// ```
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another: `contentTransition(.symbolEffect(_:options:))`.
///
/// ```swift
/// Image(systemName: isOn ? "bell.fill" : "bell").contentTransition(.symbolEffect(.replace))
/// ```
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// The name of an effect and the configuration chained onto it, as snapshots show it.
protocol RecordedSymbolEffect {
  var recordedName: String { get }
}

/// The configuration steps shared by the effect types: each returns a copy with a step added.
struct SymbolEffectSteps: Hashable, Sendable {
  var name: String
  var steps: [String] = []

  func adding(_ step: String) -> SymbolEffectSteps {
    var copy = self
    copy.steps.append(step)
    return copy
  }

  var description: String { ([name] + steps).joined(separator: ".") }
}
