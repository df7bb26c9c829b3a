/// The parts of a view's geometry that `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
/// takes from the other views of its group.
///
/// ```swift
/// Circle().matchedGeometryEffect(id: "dot", in: namespace, properties: .position)
/// ```
@frozen
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The position of the view's anchor point.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The size of the view.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both the position and the size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
