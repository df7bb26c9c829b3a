public import Foundation

/// How a view keeps its aspect ratio in the space it is offered.
///
/// ```swift
/// Color.blue.aspectRatio(16 / 9, contentMode: .fit)
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// The largest size of the ratio that fits inside the offered space.
  case fit
  /// The smallest size of the ratio that covers the offered space.
  case fill
}

/// A view kept to an aspect ratio: `aspectRatio(_:contentMode:)`.
public struct _AspectRatioLayout: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  /// The ratio of width to height, or `nil` for the ratio of the content's ideal size.
  public var aspectRatio: CGFloat?
  /// Whether the content fits in or fills the offered space.
  public var contentMode: ContentMode

  /// Creates the layout.
  ///
  /// - Parameters:
  ///   - aspectRatio: The ratio of width to height, or `nil` for the content's own.
  ///   - contentMode: Whether the content fits or fills.
  public init(aspectRatio: CGFloat? = nil, contentMode: ContentMode) {
    self.aspectRatio = aspectRatio
    self.contentMode = contentMode
  }
}

extension View {
  /// Keeps this view to an aspect ratio: it is proposed the largest (`.fit`) or smallest
  /// (`.fill`) size of that ratio for the space offered, and centred in it.
  ///
  /// With no space offered on either axis the view is proposed its ideal size; an axis with no
  /// space offered does not limit the size (as in SwiftUI).
  ///
  /// ```swift
  /// Circle().aspectRatio(1, contentMode: .fit)  // a square avatar
  /// ```
  ///
  /// - Parameters:
  ///   - aspectRatio: Width over height, or `nil` for the ratio of the view's ideal size.
  ///   - contentMode: Whether the view fits in or fills the offered space.
  /// - Returns: The view kept to the ratio.
  public func aspectRatio(
    _ aspectRatio: CGFloat? = nil,
    contentMode: ContentMode
  ) -> ModifiedContent<Self, _AspectRatioLayout> {
    modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
  }

  /// Keeps this view to the aspect ratio of a size.
  ///
  /// ```swift
  /// Rectangle().aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)
  /// ```
  ///
  /// - Parameters:
  ///   - aspectRatio: The size whose width over height is the ratio.
  ///   - contentMode: Whether the view fits in or fills the offered space.
  /// - Returns: The view kept to the ratio.
  public func aspectRatio(
    _ aspectRatio: CGSize,
    contentMode: ContentMode
  ) -> ModifiedContent<Self, _AspectRatioLayout> {
    self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  /// Scales this view to fit the offered space, keeping the ratio of its ideal size.
  ///
  /// ```swift
  /// Circle().scaledToFit().frame(width: 300, height: 150)
  /// ```
  ///
  /// - Returns: The view kept to its ratio, fitting.
  public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> {
    aspectRatio(contentMode: .fit)
  }

  /// Scales this view to fill the offered space, keeping the ratio of its ideal size.
  ///
  /// ```swift
  /// Circle().scaledToFill().frame(width: 300, height: 150)
  /// ```
  ///
  /// - Returns: The view kept to its ratio, filling.
  public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> {
    aspectRatio(contentMode: .fill)
  }
}

extension _AspectRatioLayout: LayoutModifier {
  var layoutKind: LayoutKind { .aspectRatio(aspectRatio, contentMode: contentMode) }
}
