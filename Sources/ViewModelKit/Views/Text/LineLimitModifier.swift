/// The line limits of a subtree: the most lines (`nil` for none) and the fewest reserved.
struct LineLimits: Hashable, Sendable {
  var most: Int?
  var reserved: Int
}

extension EnvironmentValues {
  /// Both line limits, written by one modifier.
  var lineLimits: LineLimits {
    get { LineLimits(most: lineLimit, reserved: text.reservedLines) }
    set {
      lineLimit = newValue.most
      text.reservedLines = newValue.reserved
    }
  }
}

/// The line-limit modifiers. A text wraps into at most the limit's lines, its last line cut with
/// an ellipsis (see `truncationMode(_:)`); a reserved minimum makes it at least that many lines
/// high, as SwiftUI reserves the space of empty lines.
///
/// ```swift
/// Text(content.title).lineLimit(isExpanded ? nil : 1)
/// TextField("Notes", text: $notes).lineLimit(3...6)
/// ```
extension View {
  /// Limits the number of lines text in this view takes.
  ///
  /// - Parameter number: The most lines, or `nil` for no limit.
  /// - Returns: The view.
  public func lineLimit(_ number: Int?) -> some View {
    lineLimits(LineLimits(most: number, reserved: 0), number.map { "\($0)" } ?? "nil")
  }

  /// Limits the number of lines, and optionally keeps their space when the text is shorter.
  ///
  /// ```swift
  /// Text(summary).lineLimit(2, reservesSpace: true)  // always two lines high
  /// ```
  ///
  /// - Parameters:
  ///   - limit: The most lines.
  ///   - reservesSpace: Whether the text is as high as `limit` lines even when shorter.
  /// - Returns: The view.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimits(
      LineLimits(most: limit, reserved: reservesSpace ? limit : 0),
      "\(limit), reservesSpace: \(reservesSpace)"
    )
  }

  /// Reserves at least a number of lines, with no most.
  ///
  /// - Parameter limit: The fewest lines, as `3...`.
  /// - Returns: The view.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    lineLimits(LineLimits(most: nil, reserved: limit.lowerBound), "\(limit.lowerBound)...")
  }

  /// Limits the number of lines, reserving none.
  ///
  /// - Parameter limit: The most lines, as `...3`.
  /// - Returns: The view.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    lineLimits(LineLimits(most: limit.upperBound, reserved: 0), "...\(limit.upperBound)")
  }

  /// Reserves at least a number of lines and limits the text to at most another.
  ///
  /// - Parameter limit: The fewest and the most lines, as `2...4`.
  /// - Returns: The view.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lineLimits(
      LineLimits(most: limit.upperBound, reserved: limit.lowerBound),
      "\(limit.lowerBound)...\(limit.upperBound)"
    )
  }

  private func lineLimits(
    _ limits: LineLimits,
    _ description: String
  ) -> ModifiedContent<Self, _TextEnvironmentModifier<LineLimits>> {
    textEnvironment(\.lineLimits, limits, "lineLimit", description)
  }
}
