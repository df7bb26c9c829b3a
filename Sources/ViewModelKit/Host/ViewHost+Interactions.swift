extension ViewHost {
  /// Taps what shows `label` (a button, a link, a menu, a disclosure group, or a view with
  /// `onTapGesture`), then flushes.
  ///
  /// A target shows `label` when a `Text` in it shows exactly `label`, or when `label` is its
  /// accessibility label or identifier or its image's name (so an image-only button is found by
  /// its symbol's name); when a matching target contains another, the innermost is tapped.
  ///
  /// ```swift
  /// try host.tap("Details")
  /// try host.tap("plus")        // Button { add() } label: { Image(systemName: "plus") }
  /// ```
  ///
  /// A view with gestures (`gesture(TapGesture(count: 2)…)`, `SpatialTapGesture`, a long press…)
  /// gets `count` taps at its centre, one frame apart, in one touch sequence, and its gestures
  /// compete for them as for ``drag(_:by:duration:)``.
  ///
  /// - Parameters:
  ///   - label: The text, accessibility label or identifier, or image name.
  ///   - count: How many taps a view with gestures gets (a button or `onTapGesture` is tapped once).
  /// - Throws: ``ViewHostError`` when nothing or several targets match, or the target is disabled.
  public func tap(_ label: String, count: Int = 1) throws {
    try tap(label, position: nil, count: count)
  }

  /// Taps the target at `position` among those that show `label`, counting from 0 in tree
  /// order, then flushes.
  ///
  /// Tree order is the order of ``treeDescription()`` and ``snapshot()``: a list's rows from the
  /// top, a stack's views from the leading or top edge, and a toolbar's items after the content
  /// that `toolbar` is applied to. The targets counted are those ``tap(_:count:)`` chooses from
  /// (the innermost that show `label`), disabled ones and the navigation bar's back button
  /// included.
  ///
  /// ```swift
  /// // List { ForEach(todos) { todo in HStack { Text(todo.title); Button("Delete") { … } } } }
  /// try host.tap("Delete", at: 1)   // the second row's button
  /// ```
  ///
  /// For other controls, reach the one you mean through the view or the identifier it is in
  /// (``find(_:at:)``, ``find(id:)``).
  ///
  /// - Parameters:
  ///   - label: The text, accessibility label or identifier, or image name.
  ///   - position: The target's position among the targets that show `label`, from 0.
  ///   - count: How many taps a view with gestures gets (a button or `onTapGesture` is tapped once).
  /// - Throws: ``ViewHostError/noPosition(query:matches:)`` listing the targets that show `label`
  ///   when there are not that many, and the errors of ``tap(_:count:)`` otherwise.
  public func tap(_ label: String, at position: Int, count: Int = 1) throws {
    try tap(label, position: position, count: count)
  }

  private func tap(_ label: String, position: Int?, count: Int) throws {
    let target = try findTarget(
      "button or tap target",
      action: "tap",
      label: label,
      position: position
    ) { $0.isTapTarget }
    performTap(on: target, count: count, at: nil)
  }

  /// Taps `target` as a finger at `point` (its centre when `nil`) would.
  func performTap(on target: ViewNode, count: Int, at point: CGPoint?) {
    if target.primitiveModifier is _GestureModifier {
      return playTaps(on: target, count: count, at: point)
    }
    interact {
      if let control = target.view as? any TappableControl {
        control.performTap(in: target.environment)
      } else if let gesture = target.primitiveModifier as? _TapGestureModifier {
        gesture.action()
      }
    }
  }

  /// Switches the toggle titled `label`, then flushes.
  ///
  /// ```swift
  /// try host.toggle("Enabled")
  /// ```
  ///
  /// - Parameter label: The toggle's title.
  /// - Throws: ``ViewHostError`` when nothing or several toggles match, or it is disabled.
  public func toggle(_ label: String) throws {
    let target = try findTarget("toggle", action: "toggle", label: label) {
      $0.view is any ToggleControl
    }
    guard let toggle = target.view as? any ToggleControl else { return }
    interact { toggle.isOnBinding.wrappedValue.toggle() }
  }

  /// Gives the text field titled `label` focus and replaces its text, then flushes.
  ///
  /// Focus moves as a tap into the field moves it: the field's `@FocusState` takes its value,
  /// and other focus states that named another field are cleared.
  ///
  /// ```swift
  /// try host.type("Ada", into: "Name")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The new text.
  ///   - label: The field's title, accessibility label or identifier.
  /// - Throws: ``ViewHostError`` when nothing or several fields match, or it is disabled.
  public func type(_ text: String, into label: String) throws {
    let target = try findField(label, action: "type into")
    guard let field = target.view as? any TextInputControl else { return }
    interact {
      moveFocus(to: target)
      field.textBinding.wrappedValue = text
    }
  }

  /// Adds one step to the stepper titled `label` (or adjusts up the view with
  /// `accessibilityAdjustableAction` found by `label`), then flushes.
  ///
  /// ```swift
  /// try host.increment("Quantity")
  /// ```
  ///
  /// - Parameter label: The stepper's title.
  /// - Throws: ``ViewHostError`` when nothing or several steppers match, or it is disabled.
  public func increment(_ label: String) throws {
    try step(label, up: true)
  }

  /// Removes one step from the stepper titled `label` (or adjusts down the view with
  /// `accessibilityAdjustableAction` found by `label`), then flushes.
  ///
  /// - Parameter label: The stepper's title.
  /// - Throws: ``ViewHostError`` when nothing or several steppers match, or it is disabled.
  public func decrement(_ label: String) throws {
    try step(label, up: false)
  }

  private func step(_ label: String, up: Bool) throws {
    let action = up ? "increment" : "decrement"
    let target = try findTarget("stepper or adjustable view", action: action, label: label) {
      $0.view is any StepperControl || $0.primitiveModifier is AccessibilityAdjustableActionModifier
    }
    var stepped = false
    if let adjustable = target.primitiveModifier as? AccessibilityAdjustableActionModifier {
      interact { adjustable.handler(up ? .increment : .decrement) }
      return
    }
    guard let stepper = target.view as? any StepperControl else { return }
    interact { stepped = stepper.step(up: up) }
    guard stepped else {
      throw ViewHostError.unavailable(action: action, label: label, view: target.name)
    }
  }

  func findField(_ label: String, action: String) throws -> ViewNode {
    try findTarget("text field", action: action, label: label) { $0.view is any TextInputControl }
  }
}
