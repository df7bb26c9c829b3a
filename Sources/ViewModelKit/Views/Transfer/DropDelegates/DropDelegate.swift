#if !canImport(Darwin)
/// What a view made a drop destination with `onDrop(of:delegate:)` is told as a drag moves
/// over it, and how it answers.
///
/// ```swift
/// struct ReorderDelegate: DropDelegate {
///   let item: String
///   @Binding var items: [String]
///   @Binding var dragged: String?
///
///   func dropEntered(info: DropInfo) {
///     guard let dragged, dragged != item,
///       let from = items.firstIndex(of: dragged), let to = items.firstIndex(of: item)
///     else { return }
///     withAnimation {
///       items.move(fromOffsets: [from], toOffset: to > from ? to + 1 : to)
///     }
///   }
///
///   func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
///
///   func performDrop(info: DropInfo) -> Bool {
///     dragged = nil
///     return true
///   }
/// }
/// ```
///
/// As a drag of an item of one of the destination's types comes over the view,
/// ``validateDrop(info:)`` is asked first; when it answers `false` the delegate hears nothing
/// more until the finger leaves and comes back, and a lift there drops nothing. Otherwise
/// ``dropEntered(info:)`` runs, then ``dropUpdated(info:)`` at once and at every move inside;
/// ``dropExited(info:)`` runs when the finger leaves, and ``performDrop(info:)`` when it lifts
/// inside with a proposal of `.copy` or `.move` (the default, `nil`, keeps the last proposal, or
/// `.copy`). A ``ViewHost`` drives it with ``ViewHost/drag(_:onto:duration:)`` and
/// ``ViewHost/startDrag(_:)``.
///
/// When the finger lifts inside, `dropExited(info:)` is not called: reset what
/// `dropEntered(info:)` set up in `performDrop(info:)` as well.
@MainActor @preconcurrency
public protocol DropDelegate {
  /// Tells the delegate that a drag of an item of one of the expected types entered the view;
  /// returns whether it takes the drag. The default returns `true`.
  ///
  /// - Parameter info: Where the finger is and what the drag carries.
  /// - Returns: `false` to ignore the drag while it stays over the view.
  func validateDrop(info: DropInfo) -> Bool

  /// Tells the delegate it can load the dropped item: the finger lifted inside the view.
  ///
  /// - Parameter info: Where the finger lifted and what the drag carries.
  /// - Returns: Whether the drop succeeded.
  func performDrop(info: DropInfo) -> Bool

  /// Tells the delegate a validated drag entered the view. The default does nothing.
  ///
  /// - Parameter info: Where the finger is and what the drag carries.
  func dropEntered(info: DropInfo)

  /// Tells the delegate a validated drag moved inside the view; returns the proposal for a drop
  /// there. The default returns `nil`, which keeps the last proposal returned (or `.copy`).
  ///
  /// - Parameter info: Where the finger is and what the drag carries.
  /// - Returns: The proposal, or `nil` to keep the last one.
  func dropUpdated(info: DropInfo) -> DropProposal?

  /// Tells the delegate a validated drag left the view. The default does nothing.
  ///
  /// - Parameter info: Where the finger is (outside the view) and what the drag carries.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { true }

  public func dropEntered(info: DropInfo) {}

  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }

  public func dropExited(info: DropInfo) {}
}
#endif
