import Foundation

/// The texts whose content is changing under a content transition, with how far each change
/// has run; a renderer has one only once a text changed under `contentTransition(_:)`.
///
/// A change runs for as long as the animation of its transaction would move a value; snapshots
/// record it on the text (``ViewSnapshot/Effect/contentChange(_:from:to:progress:)``).
@MainActor
final class ContentChanges {
  struct Change {
    let transition: ContentTransition
    let from: String
    let to: String
    var progress = AnimatedValue(0.0)
  }

  private(set) var changes: [Int: Change] = [:]

  /// Whether a change is running.
  var isAnimating: Bool { !changes.isEmpty }

  /// Starts recording a text's change from `from` to `to`; a change that interrupts a running
  /// one starts again from the text shown before it.
  func begin(
    id: Int,
    transition: ContentTransition,
    from: String,
    to: String,
    animation: Animation,
    at time: FrameTime
  ) {
    var change = Change(transition: transition, from: from, to: to)
    change.progress.set(1, animation: animation, at: time)
    changes[id] = change
  }

  /// Evaluates every change at `time`, dropping those that ended.
  func tick(at time: FrameTime, stamp: Int) {
    var evaluations = 0
    var reported = ReportedListeners()
    for id in changes.keys {
      changes[id]?.progress
        .tick(
          at: time,
          stamp: stamp,
          evaluations: &evaluations,
          reported: &reported
        )
      if changes[id]?.progress.isAnimating == false { changes[id] = nil }
    }
  }

  /// Forgets the change of an item that is gone.
  func remove(id: Int) {
    changes[id] = nil
  }

  /// The effect that records the running change of an item, if any.
  func effect(for id: Int) -> ViewSnapshot.Effect? {
    guard let change = changes[id] else { return nil }
    return .contentChange(
      change.transition,
      from: change.from,
      to: change.to,
      progress: change.progress.presented
    )
  }
}

extension Renderer {
  /// Records the change of a text's content under the nearest `contentTransition(_:)` above it,
  /// when an animation reaches the text (`identity` changes as a jump, and is not recorded).
  func noteContentChange(
    of item: RenderItem,
    node: ViewNode,
    from previous: String?,
    animation: Animation?
  ) {
    guard let animation, let previous, let text = item.text, previous != text,
      let transition = Self.contentTransition(above: node), transition != .identity
    else { return }
    let changes = contentChanges ?? ContentChanges()
    contentChanges = changes
    changes.begin(
      id: item.id,
      transition: transition,
      from: previous,
      to: text,
      animation: animation,
      at: time
    )
  }

  private static func contentTransition(above node: ViewNode) -> ContentTransition? {
    var current = node.parent
    while let ancestor = current {
      if let modifier = ancestor.primitiveModifier as? _ContentTransitionModifier {
        return modifier.transition
      }
      current = ancestor.parent
    }
    return nil
  }
}
