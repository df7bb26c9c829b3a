/// An animation of a symbol image (`Image(systemName:)`), as the Symbols framework defines it.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
/// ```
///
/// Recorded: there are no symbol glyphs headlessly, so snapshots list the effect on the views
/// below (`symbolEffect(variableColor.iterative)`) and nothing moves.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that runs once each time a value changes: `symbolEffect(_:options:value:)`.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that runs while it is active: `symbolEffect(_:options:isActive:)`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another.
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
