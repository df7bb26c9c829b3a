extension View {
  /// Gives this view an accessibility label: a ``ViewHost`` finds a control by it.
  ///
  /// ```swift
  /// Button { add() } label: { Image(systemName: "plus") }
  ///   .accessibilityLabel("Add item")
  /// ```
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  public func accessibilityLabel<S: StringProtocol>(
    _ label: S
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.label, String(label)))
  }

  /// Gives this view an accessibility label: a ``ViewHost`` finds a control by it.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  public func accessibilityLabel(
    _ label: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.label, label.textContent))
  }

  /// Gives this view an accessibility identifier: a ``ViewHost`` finds a control by it.
  ///
  /// ```swift
  /// Button { add() } label: { Image(systemName: "plus") }
  ///   .accessibilityIdentifier("addButton")
  /// ```
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The view.
  public func accessibilityIdentifier(
    _ identifier: String
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.identifier, identifier))
  }

  /// Gives this view an accessibility hint (recorded).
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view.
  public func accessibilityHint<S: StringProtocol>(
    _ hint: S
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.hint, String(hint)))
  }

  /// Gives this view an accessibility hint (recorded).
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view.
  public func accessibilityHint(
    _ hint: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.hint, hint.textContent))
  }

  /// Gives this view an accessibility value (recorded).
  ///
  /// - Parameter value: The value.
  /// - Returns: The view.
  public func accessibilityValue<S: StringProtocol>(
    _ value: S
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.value, String(value)))
  }

  /// Gives this view an accessibility value (recorded).
  ///
  /// - Parameter value: The value.
  /// - Returns: The view.
  public func accessibilityValue(
    _ value: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.value, value.textContent))
  }

  /// Hides this view from accessibility (recorded; the host still finds it).
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  public func accessibilityHidden(
    _ hidden: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.hidden, String(hidden)))
  }

  /// Adds accessibility traits to this view (recorded).
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  public func accessibilityAddTraits(
    _ traits: AccessibilityTraits
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.addTraits, traits.description))
  }

  /// Removes accessibility traits from this view (recorded).
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  public func accessibilityRemoveTraits(
    _ traits: AccessibilityTraits
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.removeTraits, traits.description))
  }

  /// Makes this view one accessibility element, with its children's (recorded).
  ///
  /// - Parameter children: How the children's elements are treated.
  /// - Returns: The view.
  public func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(.element, children.description))
  }

  /// The older form of the accessibility modifiers: a label, a hint, a value, an identifier.
  ///
  /// ```swift
  /// Image(systemName: "plus").accessibility(label: Text("Add"))
  /// ```
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  public func accessibility(
    label: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(label)
  }

  /// The older form of ``View/accessibilityIdentifier(_:)``.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The view.
  public func accessibility(
    identifier: String
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityIdentifier(identifier)
  }

  /// The older form of `accessibilityHint(_:)`.
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view.
  public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityHint(hint)
  }
}
