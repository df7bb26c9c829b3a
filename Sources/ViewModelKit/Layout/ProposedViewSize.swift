public import Foundation

/// A size proposed to a view by its parent, each dimension optional.
///
/// A `nil` dimension asks for the view's ideal size, `0` for its minimum and `.infinity` for its
/// maximum; any other value is a concrete offer.
///
/// ```swift
/// let proposal = ProposedViewSize(width: 200, height: nil)
/// proposal.replacingUnspecifiedDimensions()  // (200.0, 10.0)
/// ```
@frozen
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  ///
  /// ```swift
  /// ProposedViewSize(width: 50, height: nil).width  // 50.0
  /// ```
  public var width: CGFloat?
  /// The proposed height, or `nil` for the ideal height.
  ///
  /// ```swift
  /// ProposedViewSize(width: nil, height: 30).height  // 30.0
  /// ```
  public var height: CGFloat?

  /// Creates a proposal from two optional dimensions.
  ///
  /// ```swift
  /// let proposal = ProposedViewSize(width: 390, height: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The proposed width, or `nil` for the ideal width.
  ///   - height: The proposed height, or `nil` for the ideal height.
  @inlinable
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal that offers exactly the given size.
  ///
  /// ```swift
  /// let screen = ProposedViewSize(CGSize(width: 390, height: 844))
  /// ```
  ///
  /// - Parameter size: The size to propose.
  @inlinable
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// A proposal of zero in both dimensions, which asks for the minimum size.
  ///
  /// ```swift
  /// ProposedViewSize.zero.width  // 0.0
  /// ```
  public static let zero = ProposedViewSize(width: 0, height: 0)

  /// A proposal with both dimensions unspecified, which asks for the ideal size.
  ///
  /// ```swift
  /// ProposedViewSize.unspecified.width  // nil
  /// ```
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// A proposal of infinity in both dimensions, which asks for the maximum size.
  ///
  /// ```swift
  /// ProposedViewSize.infinity.height  // inf
  /// ```
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Returns a size with each unspecified dimension replaced by the one from `size`.
  ///
  /// ```swift
  /// ProposedViewSize(width: 40, height: nil).replacingUnspecifiedDimensions()  // (40.0, 10.0)
  /// ```
  ///
  /// - Parameter size: The dimensions to use where the proposal has none; 10 × 10 by default,
  ///   as in SwiftUI.
  /// - Returns: The proposal as a concrete size.
  @inlinable
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
