extension ViewHost {
  /// Drags the view made `draggable` that shows `label` onto the drop destination that shows
  /// `destination`, as a finger does, and drops it there.
  ///
  /// The finger rests on the source for half a second (the long press that lifts it), then moves
  /// in a straight line from the source's centre to the destination's centre in equal steps, one a
  /// frame, over `duration` seconds, and lifts. At each step the innermost drop destination under
  /// the finger that imports the payload is targeted: its `isTargeted` gets `true` as the finger
  /// enters and `false` as it leaves or lifts; destinations of other payload types are left alone.
  /// A destination made with `onDrop(of:delegate:)` hears it through its delegate (see
  /// ``DropDelegate``). On the lift the payload (made as the drag began) is exported through its
  /// representations and imported as the destination's type, the first of the payload's
  /// representations the destination imports winning, and the destination's action runs with
  /// the finger's location in it. Each step flushes. ``startDrag(_:)`` moves the finger step by
  /// step instead.
  ///
  /// ```swift
  /// let accepted = try await host.drag("Buy milk", onto: "Done")
  /// #expect(accepted)
  /// ```
  ///
  /// - Parameters:
  ///   - label: The text the dragged view shows.
  ///   - destination: The text the drop destination shows (a column's title, for example).
  ///   - duration: How long the move takes; at least one frame.
  /// - Returns: What the destination's action returned; `false` when no destination under the
  ///   finger imports the payload, when a delegate refused the drag or proposed `.cancel` or
  ///   `.forbidden`, or when exporting or importing it threw (the action does not run then).
  /// - Throws: ``ViewHostError`` when no draggable view shows `label` or no drop destination
  ///   shows `destination`, or several do.
  @discardableResult
  public func drag(
    _ label: String,
    onto destination: String,
    duration: Double = 0.25
  )
    async throws -> Bool
  {
    let source = try findDragSource(label)
    let target = try findDropDestination(destination)
    let tracking = lift(source)
    moveFinger(tracking, to: Self.centre(of: target), duration: duration)
    return await releaseFinger(tracking)
  }

  func findDragSource(_ label: String) throws -> (node: ViewNode, draggable: _DraggableModifier) {
    let node = try findTarget("draggable view", action: "drag", label: label) {
      $0.primitiveModifier is _DraggableModifier
    }
    guard let draggable = node.primitiveModifier as? _DraggableModifier else {
      throw ViewHostError.noMatch(control: "draggable view", label: label, candidates: [])
    }
    return (node, draggable)
  }

  func findDropDestination(_ label: String) throws -> ViewNode {
    try findTarget("drop destination", action: "drop", label: label) {
      $0.primitiveModifier is any DropTarget
    }
  }

  /// Rests the finger on `source` for half a second, makes the drag's offer and tracks the
  /// destination under the source's centre.
  func lift(_ source: (node: ViewNode, draggable: _DraggableModifier)) -> DropTracking {
    advance(frames: frameCount(in: 0.5))
    let location = Self.centre(of: source.node)
    let tracking = DropTracking(offer: source.draggable.offer(), location: location)
    // `onDrag`'s closure often notes the dragged item in state.
    flush()
    track(tracking)
    return tracking
  }

  /// Moves the finger in a straight line to `end`, one step a frame over `duration`.
  func moveFinger(_ tracking: DropTracking, to end: CGPoint, duration: Double) {
    let start = tracking.location
    let steps = frameCount(in: duration)
    for step in 1...steps {
      advance(frames: 1)
      let fraction = CGFloat(step) / CGFloat(steps)
      tracking.location = CGPoint(
        x: start.x + (end.x - start.x) * fraction,
        y: start.y + (end.y - start.y) * fraction
      )
      track(tracking)
    }
  }

  /// Lifts the finger: drops on the destination under it when that destination took the drag
  /// and proposes `.copy` or `.move`.
  func releaseFinger(_ tracking: DropTracking) async -> Bool {
    tracking.isReleased = true
    guard let (node, drop) = tracking.validatedTarget,
      tracking.operation?.dropsItems ?? true
    else { return false }
    let location = DropTracking.point(tracking.location, in: node)
    if drop.isExitedOnDrop {
      interact { drop.exit(tracking.offer, at: location) }
    }
    // With the host's warning log, so that loads the action starts run on the host's executor.
    let accepted = await Diagnostics.$sink.withValue(graph.warnings) {
      await drop.drop(tracking.offer, at: location)
    }
    flush()
    return accepted
  }

  /// Tells the destinations about the finger at its location: the one it left, the one it
  /// entered, and the one it is over.
  ///
  /// Each hears the location in its space as laid out before
  /// the step (an entered delegate that reorders its views is still told where the finger was).
  private func track(_ tracking: DropTracking) {
    let point = tracking.location
    let over = dropTarget(at: point, accepting: tracking.offer)
    let local = over.map { DropTracking.point(point, in: $0) } ?? point
    if over !== tracking.node {
      if let (node, left) = tracking.validatedTarget {
        interact { left.exit(tracking.offer, at: DropTracking.point(point, in: node)) }
      }
      tracking.node = over
      tracking.isValidated = false
      tracking.operation = nil
      if let over, let entered = over.primitiveModifier as? any DropTarget {
        var isValidated = false
        interact { isValidated = entered.enter(tracking.offer, at: local) }
        tracking.isValidated = isValidated
        if isValidated { tracking.operation = .copy }
      }
    }
    guard let (_, target) = tracking.validatedTarget else { return }
    var proposed: DropOperation?
    interact { proposed = target.update(tracking.offer, at: local) }
    if let proposed { tracking.operation = proposed }
  }

  /// The innermost drop destination a person can reach at `point` that imports the offer.
  private func dropTarget(at point: CGPoint, accepting offer: DragOffer) -> ViewNode? {
    activeLayerNodes()
      .last { node in
        guard let target = node.primitiveModifier as? any DropTarget else { return false }
        return node.layoutFrame.contains(point) && !node.isHiddenByLayout && target.accepts(offer)
      }
  }

  static func centre(of node: ViewNode) -> CGPoint {
    CGPoint(x: node.layoutFrame.midX, y: node.layoutFrame.midY)
  }

  func frameCount(in duration: Double) -> Int {
    guard duration.isFinite else { return 1 }
    return max(1, Int((duration * Double(framesPerSecond)).rounded()))
  }
}
