public import Foundation

/// A fixed frame: `frame(width:height:alignment:)`.
public struct _FrameLayout: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
}

/// A flexible frame: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct _FlexFrameLayout: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let minWidth: CGFloat?
  let idealWidth: CGFloat?
  let maxWidth: CGFloat?
  let minHeight: CGFloat?
  let idealHeight: CGFloat?
  let maxHeight: CGFloat?
  let alignment: Alignment
}

/// Space around the content: `padding(_:_:)`.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let insets: EdgeInsets
}

/// The edges of a rectangle, for padding and transitions.
///
/// ```swift
/// Text("Hi").padding(.horizontal, 8)
/// ```
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  ///
  /// ```swift
  /// let sides: Edge.Set = [.leading, .trailing]
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 1 << 3)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

extension View {
  /// Places this view in a frame of a fixed size (either dimension may be left to the content).
  ///
  /// ```swift
  /// Circle().frame(width: 20, height: 20)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The width, or `nil` for the content's.
  ///   - height: The height, or `nil` for the content's.
  ///   - alignment: Where the content sits in the frame.
  /// - Returns: The framed view.
  public func frame(
    width: CGFloat? = nil,
    height: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ModifiedContent<Self, _FrameLayout> {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// Places this view in a frame with flexible limits.
  ///
  /// ```swift
  /// Rectangle().frame(maxWidth: .infinity, maxHeight: 100)
  /// ```
  ///
  /// - Parameters:
  ///   - minWidth: The least width.
  ///   - idealWidth: The width when none is proposed.
  ///   - maxWidth: The greatest width; `.infinity` takes all that is offered.
  ///   - minHeight: The least height.
  ///   - idealHeight: The height when none is proposed.
  ///   - maxHeight: The greatest height; `.infinity` takes all that is offered.
  ///   - alignment: Where the content sits in the frame.
  /// - Returns: The framed view.
  public func frame(
    minWidth: CGFloat? = nil,
    idealWidth: CGFloat? = nil,
    maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil,
    maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ModifiedContent<Self, _FlexFrameLayout> {
    modifier(
      _FlexFrameLayout(
        minWidth: minWidth,
        idealWidth: idealWidth,
        maxWidth: maxWidth,
        minHeight: minHeight,
        idealHeight: idealHeight,
        maxHeight: maxHeight,
        alignment: alignment
      )
    )
  }

  /// Adds space around this view on some edges; 16 points when no length is given (iOS).
  ///
  /// ```swift
  /// Text("Hi").padding()
  /// Text("Hi").padding(.horizontal, 8)
  /// ```
  ///
  /// - Parameters:
  ///   - edges: The edges to pad.
  ///   - length: The amount, or `nil` for the default 16.
  /// - Returns: The padded view.
  public func padding(
    _ edges: Edge.Set = .all,
    _ length: CGFloat? = nil
  )
    -> ModifiedContent<Self, _PaddingLayout>
  {
    let amount = NumericInput.distance(length ?? 16)
    let insets = EdgeInsets(
      top: edges.contains(.top) ? amount : 0,
      leading: edges.contains(.leading) ? amount : 0,
      bottom: edges.contains(.bottom) ? amount : 0,
      trailing: edges.contains(.trailing) ? amount : 0
    )
    return modifier(_PaddingLayout(insets: insets))
  }

  /// Adds the same space around every edge.
  ///
  /// ```swift
  /// Text("Hi").padding(8)
  /// ```
  ///
  /// - Parameter length: The amount.
  /// - Returns: The padded view.
  public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
    padding(.all, length)
  }

  /// Adds space given per edge.
  ///
  /// - Parameter insets: The amounts.
  /// - Returns: The padded view.
  public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
    modifier(_PaddingLayout(insets: NumericInput.insets(insets)))
  }
}
