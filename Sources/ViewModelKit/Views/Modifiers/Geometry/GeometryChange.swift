/// The value an `onGeometryChange` modifier's reader makes from its geometry, flowing to its
/// own observer only (each modifier observes its own background).
struct _GeometryChangeKey<Value: Equatable>: PreferenceKey {
  static var defaultValue: Value? { nil }

  static func reduce(value: inout Value?, nextValue: () -> Value?) {
    value = nextValue() ?? value
  }
}

extension View {
  /// Runs an action with a value made from this view's geometry when the value changes, and
  /// once with its first value when the view appears.
  ///
  /// After each layout, a reader the size of this view (behind it, drawing nothing) gives its
  /// ``GeometryProxy`` to `transform`; when the result differs from the last one, `action` runs
  /// with it, as `onPreferenceChange` actions run: after the pass, its changes applied by the
  /// next one. **Differs from SwiftUI:** the proxy's frames are where the view is drawn,
  /// moved by offsets and scroll offsets but not by scale or rotation effects.
  ///
  /// ```swift
  /// Text(caption)
  ///   .onGeometryChange(for: CGFloat.self) { proxy in
  ///     proxy.size.height
  ///   } action: { height in
  ///     captionHeight = height
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the value.
  ///   - transform: Makes the value from the view's geometry.
  ///   - action: Runs with the new value.
  /// - Returns: The view.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type,
    of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View {
    background(
      GeometryReader { proxy in
        EmptyView().preference(key: _GeometryChangeKey<T>.self, value: transform(proxy))
      }
      .onPreferenceChange(_GeometryChangeKey<T>.self) { value in
        if let value { action(value) }
      }
    )
  }

  /// Runs an action with the old and new values made from this view's geometry when the value
  /// changes, and once with its first value (as both) when the view appears.
  ///
  /// As `onGeometryChange(for:of:action:)` with the new value only.
  ///
  /// ```swift
  /// content
  ///   .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minY } action: { old, new in
  ///     isScrollingDown = new < old
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the value.
  ///   - transform: Makes the value from the view's geometry.
  ///   - action: Runs with the old and the new value.
  /// - Returns: The view.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type,
    of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(_GeometryChangeModifier(transform: transform, action: action))
  }
}

/// An old-and-new `onGeometryChange`: keeps the last value it delivered across updates.
struct _GeometryChangeModifier<T: Equatable>: ViewModifier {
  let transform: (GeometryProxy) -> T
  let action: (T, T) -> Void
  @State private var last = GeometryChangeMemory<T>()

  func body(content: Content) -> some View {
    let last = last
    let action = action
    return content.onGeometryChange(for: T.self, of: transform) { (new: T) in
      let old = last.value ?? new
      last.value = new
      action(old, new)
    }
  }
}

/// The last value an old-and-new `onGeometryChange` action (or an `onScrollGeometryChange`
/// observer) saw.
final class GeometryChangeMemory<Value> {
  var value: Value?
}
