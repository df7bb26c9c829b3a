/// How multi-line text is aligned.
///
/// ```swift
/// Text(longText).multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Leading edges line up.
  case leading
  /// Centres line up.
  case center
  /// Trailing edges line up.
  case trailing
}
