/// Runs an `onScrollGeometryChange` action after each pass in which the transformed geometry of
/// the first scroll view in its content changed; it watches after the pass, as an
/// `onPreferenceChange` observer does.
public struct _ScrollGeometryObserver<Value: Equatable>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let transform: (ScrollGeometry) -> Value
  let action: (Value, Value) -> Void
  /// The node this modifier is at, set as it is inserted or updated.
  let place = ScrollGeometryPlace()

  func didInsert(node: ViewNode) {
    place.node = node
    node.modifierState = GeometryChangeMemory<Value>()
    node.graph.preferenceObservers.add(node)
  }

  func didUpdate(node: ViewNode) { place.node = node }
}

/// Where a scroll geometry observer is in the tree.
final class ScrollGeometryPlace {
  weak var node: ViewNode?
}

extension _ScrollGeometryObserver: PreferenceObserving {
  // The observer reads no preference: its own type stands as a key no writer sets.
  var keyType: Any.Type { Self.self }

  func reducedValue(of writers: [Any]) -> Any {
    guard let node = place.node,
      let scrollView = ScrollTargeting.scrollViews(in: node).first,
      let geometry = ScrollTargeting.geometry(of: scrollView)
    else { return Value?.none as Any }
    let scroll = ScrollGeometry(
      contentOffset: geometry.offset,
      contentSize: geometry.contentSize,
      contentInsets: EdgeInsets(),
      containerSize: geometry.viewport.size
    )
    return Value?.some(transform(scroll)) as Any
  }

  func isEqual(_ value: Any, to other: Any) -> Bool {
    (value as? Value?) == (other as? Value?)
  }

  func perform(with value: Any) {
    guard let new = value as? Value?, let new,
      let memory = place.node?.modifierState as? GeometryChangeMemory<Value>
    else { return }
    defer { memory.value = new }
    // The first value is where the scroll view starts, not a change.
    guard let old = memory.value else { return }
    action(old, new)
  }
}

extension View {
  /// Runs an action when a value made from the geometry of the scroll view in this view
  /// changes: its content offset, content size or size.
  ///
  /// The value is worked out after each pass (a host scroll, a layout change); `action` gets
  /// the old and the new value when they differ. The value the scroll view starts with runs no
  /// action. The scroll view watched is the first (outermost) one in this view.
  ///
  /// ```swift
  /// ScrollView { rows }
  ///   .onScrollGeometryChange(for: Bool.self) { geometry in
  ///     geometry.contentOffset.y > 20
  ///   } action: { _, isScrolled in
  ///     showsTitle = isScrolled
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the value.
  ///   - transform: Makes the value from the scroll geometry.
  ///   - action: Runs with the old and new values.
  /// - Returns: The view.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type,
    of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(_ScrollGeometryObserver(transform: transform, action: action))
  }
}
