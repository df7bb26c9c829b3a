extension ViewHost {
  /// Drags the view made `draggable` that shows `label` onto the drop destination that shows
  /// `destination`, as a finger does, and drops it there.
  ///
  /// The finger rests on the source for half a second (the long press that lifts it), then moves
  /// in a straight line from the source's centre to the destination's centre in equal steps, one a
  /// frame, over `duration` seconds, and lifts. At each step the innermost drop destination under
  /// the finger that imports the payload is targeted: its `isTargeted` gets `true` as the finger
  /// enters and `false` as it leaves or lifts; destinations of other payload types are left alone.
  /// On the lift the payload (made as the drag began) is exported through its representations and
  /// imported as the destination's type, the first of the payload's representations the
  /// destination imports winning, and the destination's action runs with the finger's location in
  /// it. Each step flushes.
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
  ///   finger imports the payload or when exporting or importing it threw (the action does not
  ///   run then).
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
    let source = try findTarget("draggable view", action: "drag", label: label) {
      $0.primitiveModifier is _DraggableModifier
    }
    let target = try findTarget("drop destination", action: "drop", label: destination) {
      $0.primitiveModifier is any DropTarget
    }
    guard let draggable = source.primitiveModifier as? _DraggableModifier else { return false }
    advance(frames: frameCount(in: 0.5))
    let offer = draggable.offer()
    let start = CGPoint(x: source.layoutFrame.midX, y: source.layoutFrame.midY)
    let end = CGPoint(x: target.layoutFrame.midX, y: target.layoutFrame.midY)
    var targeted: ViewNode?
    func move(to point: CGPoint) {
      let over = dropTarget(at: point, accepting: offer)
      guard over !== targeted else { return }
      let left = targeted.flatMap { $0.primitiveModifier as? any DropTarget }
      let entered = over.flatMap { $0.primitiveModifier as? any DropTarget }
      interact {
        left?.setTargeted(false)
        entered?.setTargeted(true)
      }
      targeted = over
    }
    move(to: start)
    let steps = frameCount(in: duration)
    for step in 1...steps {
      advance(frames: 1)
      let fraction = CGFloat(step) / CGFloat(steps)
      move(
        to: CGPoint(
          x: start.x + (end.x - start.x) * fraction,
          y: start.y + (end.y - start.y) * fraction
        )
      )
    }
    guard let node = targeted, let drop = node.primitiveModifier as? any DropTarget else {
      return false
    }
    interact { drop.setTargeted(false) }
    let location = CGPoint(x: end.x - node.layoutFrame.minX, y: end.y - node.layoutFrame.minY)
    // With the host's warning log, so that loads the action starts run on the host's executor.
    let accepted = await Diagnostics.$sink.withValue(graph.warnings) {
      await drop.drop(offer, at: location)
    }
    flush()
    return accepted
  }

  /// The innermost drop destination a person can reach at `point` that imports the offer.
  private func dropTarget(at point: CGPoint, accepting offer: DragOffer) -> ViewNode? {
    activeLayerNodes()
      .last { node in
        guard let target = node.primitiveModifier as? any DropTarget else { return false }
        return node.layoutFrame.contains(point) && !node.isHiddenByLayout && target.accepts(offer)
      }
  }

  private func frameCount(in duration: Double) -> Int {
    guard duration.isFinite else { return 1 }
    return max(1, Int((duration * Double(framesPerSecond)).rounded()))
  }
}
