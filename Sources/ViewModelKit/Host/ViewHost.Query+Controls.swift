/// The host's control interactions, limited to the query's view. Each finds its target as the
/// host's does (see ``ViewHost/tap(_:count:)``), among the views inside the query's view only.
extension ViewHost.Query {
  /// Taps what shows `label` inside the query's view, as ``ViewHost/tap(_:count:)`` does.
  ///
  /// ```swift
  /// try host.find(TodoRow.self, at: 2).tap("Delete")
  /// ```
  ///
  /// - Parameters:
  ///   - label: The text, accessibility label or identifier, or image name.
  ///   - count: How many taps a view with gestures gets.
  /// - Throws: ``ViewHostError`` when the query's view cannot be found, or (wrapped in
  ///   ``ViewHostError/inScope(query:error:)``) when nothing or several targets in it match.
  public func tap(_ label: String, count: Int = 1) throws {
    try perform { try host.tap(label, count: count) }
  }

  /// Taps the target at `position` (from 0, in tree order) among those that show `label` inside
  /// the query's view, as ``ViewHost/tap(_:at:count:)`` does.
  ///
  /// ```swift
  /// try host.find(CartScreen.self).tap("Remove", at: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - label: The text, accessibility label or identifier, or image name.
  ///   - position: The target's position among the targets that show `label`, from 0.
  ///   - count: How many taps a view with gestures gets.
  /// - Throws: ``ViewHostError`` when the query's view cannot be found, or (wrapped) when there
  ///   are not that many targets.
  public func tap(_ label: String, at position: Int, count: Int = 1) throws {
    try perform { try host.tap(label, at: position, count: count) }
  }

  /// Switches the toggle titled `label` inside the query's view, as ``ViewHost/toggle(_:)`` does.
  ///
  /// - Parameter label: The toggle's title.
  /// - Throws: ``ViewHostError`` when the query's view or the toggle cannot be found.
  public func toggle(_ label: String) throws {
    try perform { try host.toggle(label) }
  }

  /// Types into the text field titled `label` inside the query's view, as
  /// ``ViewHost/type(_:into:)`` does.
  ///
  /// ```swift
  /// try host.find(ShippingForm.self).type("1 Infinite Loop", into: "Street")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The new text.
  ///   - label: The field's title, accessibility label or identifier.
  /// - Throws: ``ViewHostError`` when the query's view or the field cannot be found.
  public func type(_ text: String, into label: String) throws {
    try perform { try host.type(text, into: label) }
  }

  /// Submits the text field titled `label` inside the query's view, as ``ViewHost/submit(_:)``
  /// does.
  ///
  /// - Parameter label: The field's title, accessibility label or identifier.
  /// - Throws: ``ViewHostError`` when the query's view or the field cannot be found.
  public func submit(_ label: String) throws {
    try perform { try host.submit(label) }
  }

  /// Adds one step to the stepper titled `label` inside the query's view, as
  /// ``ViewHost/increment(_:)`` does.
  ///
  /// - Parameter label: The stepper's title.
  /// - Throws: ``ViewHostError`` when the query's view or the stepper cannot be found.
  public func increment(_ label: String) throws {
    try perform { try host.increment(label) }
  }

  /// Removes one step from the stepper titled `label` inside the query's view, as
  /// ``ViewHost/decrement(_:)`` does.
  ///
  /// - Parameter label: The stepper's title.
  /// - Throws: ``ViewHostError`` when the query's view or the stepper cannot be found.
  public func decrement(_ label: String) throws {
    try perform { try host.decrement(label) }
  }

  /// Chooses `option` in the picker titled `label` inside the query's view, as
  /// ``ViewHost/select(_:in:)`` does.
  ///
  /// - Parameters:
  ///   - option: The option's text.
  ///   - label: The picker's title.
  /// - Throws: ``ViewHostError`` when the query's view, the picker or the option cannot be found.
  public func select(_ option: String, in label: String) throws {
    try perform { try host.select(option, in: label) }
  }

  /// Sets the value of the slider or date picker titled `label` inside the query's view, as
  /// ``ViewHost/setValue(_:of:)`` does.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - label: The control's title, accessibility label or identifier.
  /// - Throws: ``ViewHostError`` when the query's view or the control cannot be found, or it
  ///   takes another type of value.
  public func setValue(_ value: Any, of label: String) throws {
    try perform { try host.setValue(value, of: label) }
  }

  /// Holds down the button that shows `label` inside the query's view, as
  /// ``ViewHost/press(_:)`` does.
  ///
  /// - Parameter label: The text, accessibility label or identifier, or image name.
  /// - Throws: ``ViewHostError`` when the query's view or the button cannot be found.
  public func press(_ label: String) throws {
    try perform { try host.press(label) }
  }

  /// Lets go of the button that shows `label` inside the query's view, as
  /// ``ViewHost/release(_:)`` does.
  ///
  /// - Parameter label: The text, accessibility label or identifier, or image name.
  /// - Throws: ``ViewHostError`` when the query's view or the button cannot be found.
  public func release(_ label: String) throws {
    try perform { try host.release(label) }
  }

  /// Selects the tab whose item shows `label` in a tab view inside the query's view, as
  /// ``ViewHost/select(tab:)`` does.
  ///
  /// - Parameter label: The tab's title, symbol name, or accessibility label.
  /// - Throws: ``ViewHostError`` when the query's view or the tab cannot be found.
  public func select(tab label: String) throws {
    try perform { try host.select(tab: label) }
  }
}
