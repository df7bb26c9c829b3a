/// Whether a piece of interface (a separator, scroll indicators, a toolbar) shows.
///
/// ```swift
/// Text("Last").listRowSeparator(.hidden)
/// ```
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// As the platform decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
