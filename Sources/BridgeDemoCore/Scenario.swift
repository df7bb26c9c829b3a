import Foundation

/// The lessons the demo shows, one subcommand each.
public enum Scenario: String, CaseIterable, Sendable {
  /// Seed 002 as written, narrated step by step (the default).
  case viewCallback = "view-callback"
  /// The event channel form beside the seed's form.
  case channel
  /// Seed 000's PanelScreen measurements.
  case invalidation
  /// Seed 001's card: the `if`/`else` bug and its fix.
  case identity
  /// Seed 004's `Wedge`, the chevron's implicit animation and a declining transaction.
  case animatable
  /// An `@Observable` view model's async work on the host's virtual time.
  case async
  /// A view model that decides navigation: a push, an error alert, a confirmation dialog.
  case navigation
  /// A paginated lazy list: rows appearing, load more, an animated insertion, a swipe.
  case list

  /// What the subcommand shows, for `--help`.
  public var summary: String {
    switch self {
    case .viewCallback:
      "seed 002 as written: tap -> view models -> subject -> onReceive -> withAnimation -> frames"
    case .channel:
      "the same flow with one EventChannel and onEvent, side by side, across receive(on:)"
    case .invalidation:
      "seed 000's PanelScreen: which views each change recomputes, and why"
    case .identity:
      "seed 001's card: if/else replaces the view (@identity); one view interpolates"
    case .animatable:
      "seed 004: Wedge redrawn every frame, implicit .animation(_:value:), a declining transaction"
    case .async:
      "an @Observable model: load on appear, a debounced search, a countdown, on virtual time"
    case .navigation:
      "a view model decides: validation -> push in the event's transaction; an alert; a dialog"
    case .list:
      "a paginated List: rows built as they scroll in, load more, animated insertion, a swipe"
    }
  }

  /// Runs the scenario, telling it to `narration`.
  ///
  /// - Parameter narration: Receives the lines.
  /// - Returns: The scenario's filmstrip, an SVG document.
  /// - Throws: A ``ViewModelKit/ViewHostError`` when an interaction finds no target.
  @MainActor
  public func run(_ narration: Narration) async throws -> String {
    switch self {
    case .viewCallback: try ViewCallbackScenario.run(narration)
    case .channel: try ChannelScenario.run(narration)
    case .invalidation: try InvalidationScenario.run(narration)
    case .identity: try IdentityScenario.run(narration)
    case .animatable: try AnimatableScenario.run(narration)
    case .async: try await AsyncScenario.run(narration)
    case .navigation: try NavigationScenario.run(narration)
    case .list: try ListScenario.run(narration)
    }
  }
}
