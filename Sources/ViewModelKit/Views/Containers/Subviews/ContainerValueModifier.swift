/// Sets a container value on its content: `containerValue(_:_:)`.
///
/// It changes nothing about how its content is drawn; ``Subview`` resolution reads it.
public struct _ContainerValueModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let write: (inout ContainerValues) -> Void
}

extension View {
  /// Sets a value that the container this view is a subview of reads, through
  /// ``Subview/containerValues``.
  ///
  /// Applied to several views at once (a `Group`, a `ForEach`), it sets the value on each. When
  /// a view sets one key twice, the outermost value wins.
  ///
  /// ```swift
  /// Text("Eggs").containerValue(\.isHighlighted, true)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The container value's key path.
  ///   - value: The value.
  /// - Returns: The view.
  public func containerValue<V>(
    _ keyPath: WritableKeyPath<ContainerValues, V>,
    _ value: V
  ) -> ModifiedContent<Self, _ContainerValueModifier> {
    modifier(_ContainerValueModifier { $0[keyPath: keyPath] = value })
  }
}
