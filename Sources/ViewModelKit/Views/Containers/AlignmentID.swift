public import Foundation

/// The identity of a custom alignment, with its value for a view that sets no explicit guide.
///
/// ```swift
/// private enum IconCenter: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat {
///     context[HorizontalAlignment.center]
///   }
/// }
/// extension HorizontalAlignment {
///   static let iconCenter = HorizontalAlignment(IconCenter.self)
/// }
/// ```
public protocol AlignmentID {
  /// The guide's value for a view that does not set it explicitly.
  ///
  /// - Parameter context: The view's size and guides.
  /// - Returns: The offset of the guide from the view's top-leading corner.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom alignment's identity and default value, compared by its identifier type.
struct AlignmentKey: Hashable, Sendable {
  let id: ObjectIdentifier
  let defaultValue: @Sendable (ViewDimensions) -> CGFloat

  init(_ type: any AlignmentID.Type) {
    id = ObjectIdentifier(type)
    let erased = UncheckedSendable(value: type)
    defaultValue = { erased.value.defaultValue(in: $0) }
  }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension HorizontalAlignment {
  /// Creates a custom horizontal alignment.
  ///
  /// ```swift
  /// static let iconCenter = HorizontalAlignment(IconCenter.self)
  /// ```
  ///
  /// - Parameter id: The alignment's identifier.
  public init(_ id: any AlignmentID.Type) {
    self.init(fraction: 0, key: AlignmentKey(id))
  }
}

extension VerticalAlignment {
  /// Creates a custom vertical alignment.
  ///
  /// ```swift
  /// static let midIcon = VerticalAlignment(MidIcon.self)
  /// ```
  ///
  /// - Parameter id: The alignment's identifier.
  public init(_ id: any AlignmentID.Type) {
    self.init(fraction: 0, key: AlignmentKey(id))
  }

  /// The baseline of a text's first line; the bottom of any other view.
  ///
  /// The fixed text model has no descent, so a line's baseline is its bottom: 20 points below
  /// the top of a text.
  public static let firstTextBaseline = VerticalAlignment(
    fraction: 1,
    key: AlignmentKey(FirstTextBaseline.self)
  )

  /// The baseline of a text's last line (its bottom); the bottom of any other view.
  public static let lastTextBaseline = VerticalAlignment(
    fraction: 1,
    key: AlignmentKey(LastTextBaseline.self)
  )
}

private enum FirstTextBaseline: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context.firstLineHeight.map { min($0, context.height) } ?? context.height
  }
}

private enum LastTextBaseline: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A view's size and alignment guides, as an `alignmentGuide` closure or an `AlignmentID`
/// sees them.
///
/// ```swift
/// Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
/// ```
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  /// The height of a text's first line, when the view is a text.
  let firstLineHeight: CGFloat?

  init(size: CGSize, firstLineHeight: CGFloat? = nil) {
    width = size.width
    height = size.height
    self.firstLineHeight = firstLineHeight
  }

  /// The value of a horizontal guide: its default for this view.
  ///
  /// - Parameter guide: The guide.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    guard let key = guide.key else { return width * guide.fraction }
    return key.defaultValue(self)
  }

  /// The value of a vertical guide: its default for this view.
  ///
  /// - Parameter guide: The guide.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    guard let key = guide.key else { return height * guide.fraction }
    return key.defaultValue(self)
  }

  /// The value of a horizontal guide set explicitly on this view; always `nil` here (explicit
  /// values are read by the container, not passed to the closure).
  ///
  /// - Parameter guide: The guide.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// The value of a vertical guide set explicitly on this view; always `nil` here.
  ///
  /// - Parameter guide: The guide.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
