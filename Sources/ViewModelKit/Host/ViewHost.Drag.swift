public import Foundation

extension ViewHost {
  /// Lifts the draggable view that shows `label` and holds it under the finger, for a test to
  /// move over other views step by step and then release.
  ///
  /// ```swift
  /// let drag = try host.startDrag("A")
  /// try drag.move(over: "C")
  /// #expect(drag.operation == .move)
  /// #expect(await drag.release())
  /// ```
  ///
  /// The finger rests on the view for half a second (the long press that lifts it) and the
  /// drag's item is made; the drop destination under the view's centre is entered at once, as
  /// ``drag(_:onto:duration:)`` describes.
  ///
  /// - Parameter label: The text the dragged view shows (made with `draggable` or `onDrag`).
  /// - Returns: The drag in progress.
  /// - Throws: ``ViewHostError`` when no draggable view shows `label`, or several do.
  public func startDrag(_ label: String) throws -> Drag {
    Drag(host: self, tracking: lift(try findDragSource(label)))
  }

  /// A drag a test moves step by step: made by ``ViewHost/startDrag(_:)``.
  ///
  /// Each move goes in a straight line, one step a frame, and flushes at each step; the drop
  /// destinations under the finger hear it enter, move and leave as on a device (a delegate's
  /// calls are listed at ``DropDelegate``). Between moves a test reads the screen, the
  /// ``operation`` a destination proposes and the finger's ``location``.
  @MainActor
  public final class Drag {
    let host: ViewHost
    let tracking: DropTracking

    init(host: ViewHost, tracking: DropTracking) {
      self.host = host
      self.tracking = tracking
    }

    /// Where the finger is, in the screen's space.
    public var location: CGPoint { tracking.location }

    /// The operation the destination under the finger proposes: `.copy` unless its delegate's
    /// `dropUpdated(info:)` proposed another; `nil` over no destination that took the drag.
    public var operation: DropOperation? { tracking.operation }

    /// Moves the finger to the centre of the view that shows `label`, as laid out when the move
    /// begins.
    ///
    /// A drop destination that shows `label` is aimed at before any other view that does.
    ///
    /// - Parameters:
    ///   - label: The text the view shows.
    ///   - duration: How long the move takes; at least one frame.
    /// - Throws: ``ViewHostError`` when no view shows `label`, or several do.
    public func move(over label: String, duration: Double = 0.25) throws {
      precondition(!tracking.isReleased, "Drag.move(over:) after release()")
      let node: ViewNode
      if let destination = try? host.findDropDestination(label) {
        node = destination
      } else {
        node = try host.findTarget("view", action: "move over", label: label) { _ in true }
      }
      host.moveFinger(tracking, to: ViewHost.centre(of: node), duration: duration)
    }

    /// Moves the finger by `translation`.
    ///
    /// - Parameters:
    ///   - translation: How far the finger moves.
    ///   - duration: How long the move takes; at least one frame.
    public func move(by translation: CGSize, duration: Double = 0.25) {
      precondition(!tracking.isReleased, "Drag.move(by:) after release()")
      let end = CGPoint(
        x: tracking.location.x + translation.width,
        y: tracking.location.y + translation.height
      )
      host.moveFinger(tracking, to: end, duration: duration)
    }

    /// Lifts the finger: the destination under it, if it took the drag and proposes `.copy` or
    /// `.move`, gets the drop, as ``ViewHost/drag(_:onto:duration:)`` describes.
    ///
    /// - Returns: What the destination's action or `performDrop(info:)` returned; `false` when
    ///   there was no drop.
    @discardableResult
    public func release() async -> Bool {
      precondition(!tracking.isReleased, "Drag.release() called twice")
      return await host.releaseFinger(tracking)
    }
  }
}
