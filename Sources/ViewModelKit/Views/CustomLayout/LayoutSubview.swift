public import Foundation

/// A proxy for one subview of a custom ``Layout``: ask it for its size, then place it.
///
/// ```swift
/// func placeSubviews(
///   in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
/// ) {
///   var y = bounds.minY
///   for subview in subviews {
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
///     y += size.height
///   }
/// }
/// ```
///
/// A proxy is valid during the layout method that received it; using one kept past it (in a
/// cache, say) stops with a precondition failure.
public struct LayoutSubview: Equatable {
  let box: LayoutBox
  let session: CustomLayoutSession

  /// The size the subview chooses for a proposal.
  ///
  /// - Parameter proposal: The size offered.
  /// - Returns: The subview's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    session.size(of: box, proposal)
  }

  /// The subview's size and alignment guides for a proposal.
  ///
  /// The guides are the defaults for the size: a subview's explicit `alignmentGuide` values are
  /// not seen through the proxy.
  ///
  /// - Parameter proposal: The size offered.
  /// - Returns: The subview's dimensions.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal))
  }

  /// The subview's layout priority (`layoutPriority(_:)`), 0 by default.
  public var priority: Double { box.layoutPriority }

  /// The spacing the subview prefers around it: none for a `Spacer`, the default otherwise.
  public var spacing: ViewSpacing { box.isSpacer ? .zero : ViewSpacing() }

  /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
  ///
  /// Call it from ``Layout/placeSubviews(in:proposal:subviews:cache:)``, once per subview; a
  /// later call for the same subview wins.
  ///
  /// - Parameters:
  ///   - position: Where the anchor goes, in the coordinates of the layout's bounds.
  ///   - anchor: The point of the subview placed at `position`; its top-leading corner by
  ///     default.
  ///   - proposal: The size offered to the subview.
  public func place(
    at position: CGPoint,
    anchor: UnitPoint = .topLeading,
    proposal: ProposedViewSize
  ) {
    session.place(box, at: position, anchor: anchor, proposal: proposal)
  }

  /// The value the subview set for a ``LayoutValueKey`` with `layoutValue(key:value:)`, or the
  /// key's default.
  ///
  /// - Parameter key: The key.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    box.layoutValue(for: key) ?? K.defaultValue
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.box === rhs.box
  }
}

/// The proxies of a custom ``Layout``'s subviews, in the order the container lists them.
///
/// A slice keeps the indices of the collection it was cut from, as an array slice does.
///
/// ```swift
/// let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
/// let rest = subviews[1...]
/// ```
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias SubSequence = LayoutSubviews
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias Indices = Range<Int>

  let boxes: [LayoutBox]
  let session: CustomLayoutSession
  public let startIndex: Int
  public let endIndex: Int

  init(_ boxes: [LayoutBox], session: CustomLayoutSession) {
    self.init(boxes, session: session, bounds: boxes.indices)
  }

  private init(_ boxes: [LayoutBox], session: CustomLayoutSession, bounds: Range<Int>) {
    self.boxes = boxes
    self.session = session
    startIndex = bounds.lowerBound
    endIndex = bounds.upperBound
  }

  /// The layout direction of the container: always left to right here.
  public var layoutDirection: LayoutDirection { .leftToRight }

  public subscript(index: Int) -> LayoutSubview {
    precondition((startIndex..<endIndex).contains(index), "Index \(index) is out of range.")
    return LayoutSubview(box: boxes[index], session: session)
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(bounds.clamped(to: startIndex..<endIndex) == bounds, "Range is out of bounds.")
    return LayoutSubviews(boxes, session: session, bounds: bounds)
  }

  /// The subviews from `bounds` on, keeping their indices: `subviews[1...]`.
  ///
  /// (A partial range is also a sequence of indices, which `subscript(_:)` over a sequence
  /// would read without end; this overload is preferred to it.)
  public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews {
    self[bounds.lowerBound..<endIndex]
  }

  /// The subviews at `indices`, in that order, indexed from 0.
  ///
  /// - Parameter indices: Indices of this collection.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(indices.map { self[$0].box }, session: session)
  }

  /// The boxes of this collection, in order.
  var present: ArraySlice<LayoutBox> { boxes[startIndex..<endIndex] }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
  }
}

/// The direction views are laid out along the horizontal axis.
///
/// ```swift
/// subviews.layoutDirection == .leftToRight  // true
/// ```
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}
