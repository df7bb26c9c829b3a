/// Tags a view with a value, for `Picker` options: `tag(_:)`.
public struct _TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let tag: V

  var snapshotLine: String { ".tag(\(tag))" }
}

/// A view tagged with `tag(_:)`, seen without its generic types.
@MainActor
protocol TagCarrier {
  var tagValue: AnyHashable? { get }
}

extension ModifiedContent: TagCarrier where Content: View, Modifier: ViewModifier {
  var tagValue: AnyHashable? { (modifier as? any TagValueProvider)?.anyTag }
}

@MainActor
private protocol TagValueProvider {
  var anyTag: AnyHashable { get }
}

extension _TagModifier: TagValueProvider {
  var anyTag: AnyHashable { AnyHashable(tag) }
}

extension View {
  /// Tags this view with a value: a `Picker` selects its options by their tags.
  ///
  /// ```swift
  /// Text("Chocolate").tag(Flavor.chocolate)
  /// ```
  ///
  /// - Parameter tag: The value.
  /// - Returns: The view.
  public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier<V>> {
    modifier(_TagModifier(tag: tag))
  }
}
