extension ViewHost {
  /// Types into the field that has focus, replacing its text, then flushes.
  ///
  /// ```swift
  /// try host.submit("Username")   // its onSubmit moves focus to the password field
  /// try host.type("secret")       // types into the password field
  /// ```
  ///
  /// - Parameter text: The new text.
  /// - Throws: ``ViewHostError/noFocusedField(action:input:fields:)`` when no field has focus.
  public func type(_ text: String) throws {
    let target = try focusedFieldNode(action: "type", input: text)
    guard let field = target.view as? any TextInputControl else { return }
    interact { field.textBinding.wrappedValue = text }
  }

  /// Submits the text field titled `label`, as pressing its return key does, then flushes.
  ///
  /// The field takes focus, then its commit action (`TextField(_:text:onCommit:)`) and every
  /// enclosing `onSubmit` action for text run, the innermost first; for the search field of a
  /// `searchable` view, the enclosing `onSubmit(of: .search)` actions run instead.
  ///
  /// ```swift
  /// try host.submit("Username")
  /// ```
  ///
  /// - Parameter label: The field's title, accessibility label or identifier.
  /// - Throws: ``ViewHostError`` when nothing or several fields match, or it is disabled.
  public func submit(_ label: String) throws {
    submit(try findField(label, action: "submit"))
  }

  /// Submits the field that has focus, then flushes.
  ///
  /// - Throws: ``ViewHostError/noFocusedField(action:input:fields:)`` when no field has focus.
  public func submit() throws {
    submit(try focusedFieldNode(action: "submit", input: nil))
  }

  /// The title (or accessibility name) of the text field that has focus, if one has.
  ///
  /// ```swift
  /// #expect(host.focusedField == "Password")
  /// ```
  public var focusedField: String? {
    (try? focusedFieldNode(action: "", input: nil))?.targetNames().all.first
  }

  private func submit(_ target: ViewNode) {
    interact {
      moveFocus(to: target)
      (target.view as? any TextInputControl)?.commit()
      // A searchable view's field submits a search; every other field submits text.
      let trigger: SubmitTriggers = target.isInSearchField ? .search : .text
      var node = target.parent
      while let current = node {
        if let submit = current.primitiveModifier as? _SubmitModifier,
          submit.triggers.contains(trigger)
        {
          submit.action()
        }
        node = current.parent
      }
    }
  }

  /// The field that has focus; `action` and `input` name what needed it in the error.
  private func focusedFieldNode(action: String, input: String?) throws -> ViewNode {
    let fields = innermostFields(in: graph.liveNodes())
    let field = fields.first { field in
      focusModifiers(of: field).contains { $0.isFocused() }
    }
    guard let field else {
      throw ViewHostError.noFocusedField(
        action: action,
        input: input,
        fields: fields.compactMap { $0.targetNames().all.first }
      )
    }
    return field
  }

  /// Gives a field focus: clears the focus states of other fields, then sets its own.
  func moveFocus(to field: ViewNode) {
    let own = focusNodes(of: field)
    let ownIDs = Set(own.map(ObjectIdentifier.init))
    for node in graph.liveNodes() where !ownIDs.contains(ObjectIdentifier(node)) {
      (node.primitiveModifier as? _FocusedModifier)?.resign()
    }
    for node in own { (node.primitiveModifier as? _FocusedModifier)?.focus() }
    // `onEditingChanged`: `false` for the field that was being edited, `true` for this one.
    for node in graph.liveNodes() where node !== field && node.modifierState is EditingMarker {
      node.modifierState = nil
      (node.view as? any EditingControl)?.editingChanged(false)
    }
    guard !(field.modifierState is EditingMarker) else { return }
    field.modifierState = EditingMarker()
    (field.view as? any EditingControl)?.editingChanged(true)
  }

  /// Takes the focus from every field (the keyboard goes): clears their focus states and ends
  /// the editing of the field being edited.
  func resignFocus() {
    for node in graph.liveNodes() {
      (node.primitiveModifier as? _FocusedModifier)?.resign()
      guard node.modifierState is EditingMarker else { continue }
      node.modifierState = nil
      (node.view as? any EditingControl)?.editingChanged(false)
    }
  }

  private func focusModifiers(of field: ViewNode) -> [_FocusedModifier] {
    focusNodes(of: field).compactMap { $0.primitiveModifier as? _FocusedModifier }
  }

  /// The `focused` modifier nodes that apply to a field: those around it that enclose no other
  /// field.
  private func focusNodes(of field: ViewNode) -> [ViewNode] {
    var result: [ViewNode] = []
    var node = field.parent
    while let current = node {
      guard innermostFields(in: current.liveSubtree()).count == 1 else { break }
      if current.primitiveModifier is _FocusedModifier { result.append(current) }
      node = current.parent
    }
    return result
  }

  /// The text input nodes among `nodes` that contain no other (a styled field's inner field).
  private func innermostFields(in nodes: [ViewNode]) -> [ViewNode] {
    let fields = nodes.filter { $0.view is any TextInputControl }
    return fields.filter { field in !fields.contains { $0 !== field && $0.isDescendant(of: field) }
    }
  }
}

/// Marks the text field being edited (kept in its node), so that `onEditingChanged` is called
/// once when editing begins and once when it ends.
private final class EditingMarker {}
