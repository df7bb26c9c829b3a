/// A drop destination without its payload type, as the host drives it while a drag moves over
/// it; `location` is always in the destination's own space.
@MainActor
protocol DropTarget {
  /// Whether this destination takes one of the offer's representations.
  func accepts(_ offer: DragOffer) -> Bool
  /// Tells the destination that a drag it accepts came over it; returns whether it takes the
  /// drag (when not, it hears nothing more until the drag leaves and comes back).
  func enter(_ offer: DragOffer, at location: CGPoint) -> Bool
  /// Tells the destination the drag moved over it (or just entered); returns the operation it
  /// proposes now, or `nil` to keep the last one.
  func update(_ offer: DragOffer, at location: CGPoint) -> DropOperation?
  /// Tells the destination the drag it took left it.
  func exit(_ offer: DragOffer, at location: CGPoint)
  /// Whether the host calls ``exit(_:at:)`` before ``drop(_:at:)`` when the finger lifts over
  /// the destination (a delegate is not exited on a drop).
  var isExitedOnDrop: Bool { get }
  /// Imports the offer as the destination's type and runs its action at `location`; the
  /// action's answer, or `false` when nothing matched or the loading failed (the action does
  /// not run then).
  func drop(_ offer: DragOffer, at location: CGPoint) async -> Bool
}

/// A drop destination with a closure that hears whether it is targeted: it takes every drag
/// it accepts, proposes nothing, and is untargeted before its action runs.
@MainActor
protocol TargetedDropTarget: DropTarget {
  /// Tells the destination that a drag it accepts entered (`true`) or left (`false`) it.
  func setTargeted(_ isTargeted: Bool)
}

extension TargetedDropTarget {
  func enter(_ offer: DragOffer, at location: CGPoint) -> Bool {
    setTargeted(true)
    return true
  }

  func update(_ offer: DragOffer, at location: CGPoint) -> DropOperation? { nil }

  func exit(_ offer: DragOffer, at location: CGPoint) {
    setTargeted(false)
  }

  var isExitedOnDrop: Bool { true }
}
