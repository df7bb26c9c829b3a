/// The axes a scroll view scrolls along.
///
/// ```swift
/// ScrollView(.horizontal) { HStack { … } }
/// ```
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// The axis's name, as SwiftUI prints it: `horizontal` or `vertical`.
  ///
  /// ```swift
  /// Axis.vertical.description  // "vertical"
  /// ```
  public var description: String {
    switch self {
    case .horizontal: "horizontal"
    case .vertical: "vertical"
    }
  }

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
