import Foundation

/// Groups views by an identifier in a namespace: `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
///
/// Rides on the layout and the frame animations: a view that is not the source of its group is
/// laid out in the source's geometry (see ``MatchedGeometryLayout``), and a view inserted while
/// another of its group is removed in the same animated transaction starts from the removed
/// view's frame while the removed one moves to the new one's (see ``MatchedGeometryPairs``).
public struct _MatchedGeometryEffect: ViewModifier, PrimitiveModifier, Equatable, Sendable {
  public typealias Body = Never
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  func didInsert(node: ViewNode) {
    node.graph.matchedGeometryGroups().insert(node, effect: self)
  }

  func didUpdate(node: ViewNode) {
    node.graph.matchedGeometryGroups().update(node, effect: self)
  }

  func willRemove(node: ViewNode) {
    node.graph.matchedGeometry?.remove(node)
  }
}

/// The group of a matched-geometry view: its identifier in its namespace.
///
/// Unchecked: the identifier is a value the view passed in, compared and hashed only on the main
/// actor as views are inserted, updated and removed.
struct MatchedGeometryKey: Hashable, @unchecked Sendable, CustomStringConvertible {
  let id: AnyHashable
  let namespace: Namespace.ID
  /// The identifier as SwiftUI's warning prints it.
  let idDescription: String
  let idTypeName: String

  init<ID: Hashable>(id: ID, namespace: Namespace.ID) {
    self.id = AnyHashable(id)
    self.namespace = namespace
    idDescription = String(reflecting: id)
    idTypeName = String(describing: ID.self)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.namespace == rhs.namespace
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(namespace)
  }

  var description: String {
    "Pair<\(idTypeName), ID>(first: \(idDescription), second: \(namespace))"
  }
}

extension View {
  /// Gives this view the geometry of the views with the same identifier in a namespace.
  ///
  /// The group's source (`isSource: true`) lays out as usual; every other view of the group is
  /// proposed the source's size and placed at the source's position (the `properties` it takes;
  /// `anchor` is the point that is matched). When a view of the group is removed and another is
  /// inserted in the same animated transaction, the new one animates from the old one's frame
  /// and the old one towards the new one's while their transitions run (by default a cross-fade);
  /// an interruption retargets both from where they are.
  ///
  /// ```swift
  /// @Namespace private var card
  /// // …
  /// if isExpanded {
  ///   Color.blue.matchedGeometryEffect(id: "card", in: card).frame(width: 300, height: 200)
  /// } else {
  ///   Color.blue.matchedGeometryEffect(id: "card", in: card).frame(width: 100, height: 60)
  /// }
  /// ```
  ///
  /// During a pair animation, as in SwiftUI, each view of the pair is proposed the size its frame
  /// has at that frame and its content is laid out again in it (a text wraps again, a stack
  /// spaces its children again), placed at the matched `anchor`; views outside the pair keep
  /// their frames. Several sources in one group log SwiftUI's runtime warning; the first one
  /// inserted is then used.
  ///
  /// - Parameters:
  ///   - id: The identifier of the group, unique in `namespace` among the sources.
  ///   - namespace: The namespace of the identifier.
  ///   - properties: What the views of the group share (`.frame` by default).
  ///   - anchor: The point of the view that is matched (the centre by default); a non-finite
  ///     coordinate is taken as the centre's, so no NaN reaches a frame.
  ///   - isSource: Whether this view gives its geometry to the group (`true` by default).
  /// - Returns: The view in its group.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID,
    in namespace: Namespace.ID,
    properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(
      _MatchedGeometryEffect(
        key: MatchedGeometryKey(id: id, namespace: namespace),
        properties: properties,
        anchor: UnitPoint(
          x: anchor.x.isFinite ? anchor.x : 0.5,
          y: anchor.y.isFinite ? anchor.y : 0.5
        ),
        isSource: isSource
      )
    )
  }
}

extension _MatchedGeometryEffect: SnapshotDescribable {
  var snapshotLine: String {
    var arguments = ["id: \(key.idDescription)"]
    if properties != .frame { arguments.append("properties: \(properties.rawValue)") }
    if anchor != .center { arguments.append("anchor: \(anchor)") }
    if !isSource { arguments.append("isSource: false") }
    return ".matchedGeometryEffect(\(arguments.joined(separator: ", ")))"
  }
}
