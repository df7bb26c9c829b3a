extension ViewHost {
  /// Chooses the option shown as `option` in the picker titled `label`, then flushes.
  ///
  /// Options are the picker's tagged views; an option is named by its texts (joined by a space).
  ///
  /// ```swift
  /// try host.select("Chocolate", in: "Flavor")
  /// ```
  ///
  /// - Parameters:
  ///   - option: The option's text.
  ///   - label: The picker's title.
  /// - Throws: ``ViewHostError`` when nothing or several pickers match, it is disabled, or it
  ///   has no such option.
  public func select(_ option: String, in label: String) throws {
    let target = try findTarget("picker", action: "select in", label: label) {
      $0.view is any SelectionControl
    }
    guard let picker = target.view as? any SelectionControl else { return }
    guard picker.optionTitles.contains(option) else {
      throw ViewHostError.noOption(
        label: label,
        option: option,
        options: picker.optionTitles,
        view: target.name
      )
    }
    interact { _ = picker.select(option) }
  }

  /// Sets the value of the slider or date picker titled `label`, then flushes.
  ///
  /// A slider takes a `Double` (snapped to its step and clamped to its range, between calls of
  /// its `onEditingChanged`); a date picker takes a `Date` (clamped to its range).
  ///
  /// ```swift
  /// try host.setValue(0.8, of: "Volume")
  /// try host.setValue(Date(timeIntervalSince1970: 0), of: "Due")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - label: The control's title, accessibility label or identifier.
  /// - Throws: ``ViewHostError`` when nothing or several controls match, it is disabled, or it
  ///   takes another type of value.
  public func setValue(_ value: Any, of label: String) throws {
    let target = try findTarget("slider or date picker", action: "set", label: label) {
      $0.view is any ValueControl
    }
    guard let control = target.view as? any ValueControl else { return }
    var accepted = true
    interact { accepted = control.setValue(value) }
    guard accepted else {
      throw ViewHostError.wrongValue(
        label: label,
        expected: control.valueTypeName,
        given: TypeNames.unqualified(Swift.type(of: value)),
        view: target.name
      )
    }
  }

  /// Holds down the button that shows `label`, then flushes: its style sees
  /// `configuration.isPressed == true` until ``release(_:)``. (A button without a custom
  /// `ButtonStyle` has no pressed look headlessly; `tap(_:)` never holds a button down.)
  ///
  /// ```swift
  /// try host.press("Save")
  /// try host.release("Save")    // runs the action
  /// ```
  ///
  /// - Parameter label: The text, accessibility label or identifier, or image name.
  /// - Throws: ``ViewHostError`` when nothing or several buttons match, or it is disabled.
  public func press(_ label: String) throws {
    let target = try findPressable(label, action: "press")
    interact { target.pressableBody?.setPressed(true) }
  }

  /// Lets go of the button that shows `label`: it is no longer pressed and its action runs, then
  /// flushes.
  ///
  /// - Parameter label: The text, accessibility label or identifier, or image name.
  /// - Throws: ``ViewHostError`` when nothing or several buttons match, or it is disabled.
  public func release(_ label: String) throws {
    let target = try findPressable(label, action: "release")
    interact {
      target.pressableBody?.setPressed(false)
      (target.view as? any TappableControl)?.performTap(in: target.environment)
    }
  }

  private func findPressable(_ label: String, action: String) throws -> ViewNode {
    try findTarget("button", action: action, label: label) { node in
      guard let control = node.view as? any TappableControl else { return false }
      return node.view is any ButtonView && control.isTapTarget(in: node.environment)
    }
  }
}

extension ViewNode {
  /// The body that keeps a styled button's pressed state; `nil` for a button with no style.
  fileprivate var pressableBody: (any PressableControl)? {
    children.lazy.filter { !$0.isRemoved }.compactMap { $0.view as? any PressableControl }.first
  }
}
