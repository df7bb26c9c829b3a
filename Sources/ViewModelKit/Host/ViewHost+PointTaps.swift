extension ViewHost {
  /// Taps the screen at `point`, as a finger would: the topmost button or tap target whose frame
  /// contains the point is tapped, then the host flushes.
  ///
  /// Use it for what shows no text, label or identifier, such as a shape with `onTapGesture`:
  ///
  /// ```swift
  /// // Circle().fill(.red).frame(width: 100, height: 100).onTapGesture { isRed.toggle() }
  /// let circle = host.snapshot().first("Circle")!
  /// try host.tap(at: CGPoint(x: circle.frame.midX, y: circle.frame.midY))
  /// ```
  ///
  /// Of the targets under the point, the one last in the tree's order wins: a child over its
  /// parent, a later sibling of a `ZStack` over an earlier one. A gesture gets the touch at
  /// `point` itself, so a `SpatialTapGesture` sees where it was tapped.
  ///
  /// Differs from SwiftUI: frames are the laid-out frames, before `offset`, `scaleEffect`,
  /// `rotationEffect` and other drawing effects, and `zIndex` and `allowsHitTesting` are not
  /// consulted.
  ///
  /// - Parameters:
  ///   - point: The point, in screen coordinates.
  ///   - count: How many taps a view with gestures gets (a button or `onTapGesture` is tapped once).
  /// - Throws: ``ViewHostError/noMatch(control:label:candidates:)`` listing the tap targets and
  ///   their frames when none is under the point; ``ViewHostError/disabled(action:label:view:)``
  ///   when the one under it is disabled.
  public func tap(at point: CGPoint, count: Int = 1) throws {
    let targets = activeLayerNodes().filter { $0.isTapTarget && !$0.isHiddenByLayout }
    let label = "at (\(Format.number(point.x)), \(Format.number(point.y)))"
    guard let target = targets.last(where: { $0.layoutFrame.contains(point) }) else {
      throw ViewHostError.noMatch(
        control: "button or tap target",
        label: label,
        candidates: targets.map { "\($0.tapTargetName) \(Format.rect($0.layoutFrame))" }
      )
    }
    guard target.environment.isEnabled else {
      throw ViewHostError.disabled(action: "tap", label: label, view: target.tapTargetName)
    }
    performTap(on: target, count: count, at: point)
  }
}

extension ViewNode {
  /// Whether a tap can land on this node (enabled or not): a button-like control, or a view with
  /// `onTapGesture` or a gesture.
  var isTapTarget: Bool {
    if let control = view as? any TappableControl {
      return control.isTapTarget(in: environment)
    }
    return primitiveModifier is _TapGestureModifier || primitiveModifier is _GestureModifier
  }

  /// The name of what a person sees of a tap target: the view inside its modifiers
  /// (`Rectangle`, not `ModifiedContent`), as snapshots name it.
  var tapTargetName: String {
    var node = self
    while node.primitiveModifier != nil, let content = node.children.first { node = content }
    return Snapshots.typeName(of: node)
  }
}
