package import Foundation

/// What a ``LayoutNode`` is, with the parameters its layout needs.
///
/// ```swift
/// let kind = LayoutKind.hStack(alignment: .center, spacing: nil)
/// ```
package enum LayoutKind: Hashable, Sendable {
  /// A `Text`, measured with the fixed-advance model of ``TextLayout`` at the style's point size.
  case text(String, lineLimit: Int?, style: TextLayout.Style = .body)
  /// A `Shape` or `Color`: takes the proposal, with an unspecified dimension replaced by 10.
  case shape
  /// A `Spacer`: grows along the axis of the enclosing stack, at least `minLength` (8 if nil).
  case spacer(minLength: CGFloat?)
  /// A `VStack`.
  case vStack(alignment: HorizontalAlignment, spacing: CGFloat?)
  /// An `HStack`.
  case hStack(alignment: VerticalAlignment, spacing: CGFloat?)
  /// A `ZStack`.
  case zStack(alignment: Alignment)
  /// `frame(width:height:alignment:)`; a negative or non-finite dimension is ignored.
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexibleFrame(
    minWidth: CGFloat?,
    idealWidth: CGFloat?,
    maxWidth: CGFloat?,
    minHeight: CGFloat?,
    idealHeight: CGFloat?,
    maxHeight: CGFloat?,
    alignment: Alignment
  )
  /// `padding(_:)` with explicit insets; see ``padding(_:top:leading:bottom:trailing:)`` for
  /// SwiftUI's defaults.
  case padding(EdgeInsets)
  /// A modifier with no layout effect (opacity, offset, scale, rotation, `id`, …): its one child
  /// gets the same proposal and the same frame.
  case passthrough
  /// A view laid out behind or over its first child: the first child decides the size; the
  /// second is proposed that size and aligned in it (`background`, `overlay`).
  case layered(alignment: Alignment)
  /// An `EmptyView`: zero size, no frame, and no gap in a stack.
  case empty

  /// SwiftUI's padding amount when none is given: 16 points.
  package static let defaultPaddingLength: CGFloat = 16

  /// Returns the padding SwiftUI applies for `padding(_ edges:_ length:)`.
  ///
  /// ```swift
  /// LayoutKind.padding()                            // 16 on every edge
  /// LayoutKind.padding(8, leading: false, trailing: false)  // 8 on top and bottom
  /// ```
  ///
  /// - Parameters:
  ///   - length: The amount on each chosen edge, or `nil` for the default of 16.
  ///   - top: Whether to pad the top edge.
  ///   - leading: Whether to pad the leading edge.
  ///   - bottom: Whether to pad the bottom edge.
  ///   - trailing: Whether to pad the trailing edge.
  /// - Returns: A `padding` kind with the resulting insets.
  package static func padding(
    _ length: CGFloat? = nil,
    top: Bool = true,
    leading: Bool = true,
    bottom: Bool = true,
    trailing: Bool = true
  ) -> LayoutKind {
    let amount = length ?? defaultPaddingLength
    return .padding(
      EdgeInsets(
        top: top ? amount : 0,
        leading: leading ? amount : 0,
        bottom: bottom ? amount : 0,
        trailing: trailing ? amount : 0
      )
    )
  }
}
