/// Where views line up across a vertical stack.
///
/// ```swift
/// VStack(alignment: .leading) { Text("A"); Text("Longer") }
/// ```
public struct HorizontalAlignment: Hashable, Sendable {
  /// The fraction of the width where views line up: 0 leading, 0.5 centre, 1 trailing (0 for
  /// a custom alignment, whose `key` gives its default value).
  let fraction: Double
  /// The custom alignment's identifier, `nil` for the built-in ones.
  var key: AlignmentKey? = nil

  /// Lines up leading edges.
  public static let leading = HorizontalAlignment(fraction: 0)
  /// Lines up centres.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// Lines up trailing edges.
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up across a horizontal stack.
///
/// ```swift
/// HStack(alignment: .top) { Text("A"); Text("B") }
/// ```
public struct VerticalAlignment: Hashable, Sendable {
  /// The fraction of the height where views line up: 0 top, 0.5 centre, 1 bottom (1 for the
  /// text baselines and 0 for a custom alignment, whose `key` gives its default value).
  let fraction: Double
  /// The custom alignment's identifier, `nil` for the built-in ones.
  var key: AlignmentKey? = nil

  /// Lines up top edges.
  public static let top = VerticalAlignment(fraction: 0)
  /// Lines up centres.
  public static let center = VerticalAlignment(fraction: 0.5)
  /// Lines up bottom edges.
  public static let bottom = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes.
///
/// ```swift
/// ZStack(alignment: .topLeading) { Color.red; Text("Badge") }
/// ```
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its parts.
  ///
  /// - Parameters:
  ///   - horizontal: The horizontal part.
  ///   - vertical: The vertical part.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centre in both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
