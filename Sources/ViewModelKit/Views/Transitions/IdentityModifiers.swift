/// Gives the content an explicit identity: `id(_:)`.
///
/// A changed value replaces the content (its state is reset) instead of updating it.
public struct _IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let id: ID

  var childKey: ChildKey { .id(AnyHashable(id)) }
}

/// Records the transition the content uses when it is inserted or removed: `transition(_:)`.
public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let transition: AnyTransition
}

extension View {
  /// Gives this view an explicit identity; when the value changes, the view is replaced and its
  /// state starts again from its initial values.
  ///
  /// ```swift
  /// DetailView(item: item).id(item.id)
  /// ```
  ///
  /// - Parameter id: The identity.
  /// - Returns: The view.
  public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier<ID>> {
    modifier(_IdentityModifier(id: id))
  }

  /// Sets how this view enters and leaves when it is inserted or removed in an animated
  /// transaction.
  ///
  /// ```swift
  /// if isExpanded { Text(content.body).transition(.opacity) }
  /// ```
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier>
  {
    modifier(_TransitionModifier(transition: transition))
  }
}
