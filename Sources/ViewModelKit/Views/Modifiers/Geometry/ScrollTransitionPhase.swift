/// Where a view with a scroll transition is relative to the visible region of its scroll view.
///
/// ```swift
/// .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
/// ```
@frozen
public enum ScrollTransitionPhase: Sendable, Hashable {
  /// Before the visible region: above it (vertical) or to its leading side (horizontal).
  case topLeading
  /// In the visible region (past the configuration's threshold).
  case identity
  /// After the visible region: below it or to its trailing side.
  case bottomTrailing

  /// Whether the phase is ``identity``.
  public var isIdentity: Bool { self == .identity }

  /// -1 for ``topLeading``, 0 for ``identity`` and 1 for ``bottomTrailing``.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}
