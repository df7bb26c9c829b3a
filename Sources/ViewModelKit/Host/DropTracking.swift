/// The drop side of a drag in progress: where the finger is, the destination under it and
/// what that destination proposes.
///
/// Only the host's drag steps change it, so a test reads one consistent state between them.
@MainActor
final class DropTracking {
  /// What the drag carries, made as it began.
  let offer: DragOffer
  /// Where the finger is, in the screen's space.
  var location: CGPoint
  /// The innermost destination under the finger that accepts the offer.
  var node: ViewNode?
  /// Whether that destination took the drag; one that refused it hears nothing more until the
  /// finger leaves it.
  var isValidated = false
  /// What that destination proposes; `nil` while the finger is over no destination that took
  /// the drag.
  var operation: DropOperation?
  /// Whether the finger lifted; the drag is over then.
  var isReleased = false

  init(offer: DragOffer, location: CGPoint) {
    self.offer = offer
    self.location = location
  }

  /// The destination's modifier, when the finger is over one that took the drag.
  var validatedTarget: (node: ViewNode, target: any DropTarget)? {
    guard isValidated, let node, let target = node.primitiveModifier as? any DropTarget else {
      return nil
    }
    return (node, target)
  }

  /// `point` in the space of `node`: its top leading corner is the origin.
  static func point(_ point: CGPoint, in node: ViewNode) -> CGPoint {
    CGPoint(x: point.x - node.layoutFrame.minX, y: point.y - node.layoutFrame.minY)
  }
}
