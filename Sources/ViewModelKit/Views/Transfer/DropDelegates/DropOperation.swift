/// How a drop resolves when the finger lifts: what a drop delegate proposes from
/// `dropUpdated(info:)`.
///
/// ```swift
/// func dropUpdated(info: DropInfo) -> DropProposal? {
///   DropProposal(operation: isFull ? .forbidden : .move)
/// }
/// ```
///
/// `.copy` and `.move` let the drop happen (a ``ViewHost`` treats them alike); `.cancel` and
/// `.forbidden` refuse it, so `performDrop(info:)` is not called when the finger lifts. Apple's
/// newer `.alias`, `.delete` and `DropOperation.Set` are absent.
public enum DropOperation: Hashable, Sendable {
  /// Cancels the drag and transfers no data.
  case cancel
  /// The drop is not allowed at this time or location.
  case forbidden
  /// Copies the data to the destination.
  case copy
  /// Moves the data to the destination instead of copying it.
  case move

  /// Whether a drop with this operation happens (`.copy` or `.move`).
  var dropsItems: Bool {
    self == .copy || self == .move
  }
}
