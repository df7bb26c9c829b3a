extension View {
  /// Draws a view built from a preference's value in this view over this view, proposed this
  /// view's size and centered on it.
  ///
  /// `transform` receives the value that this view's content sets for `key` (combined with
  /// the key's `reduce(value:nextValue:)` from its `defaultValue`), and is called again in the
  /// same update whenever that value changes, anchors included (they change when the views
  /// that set them move). The overlay's own values for `key` do not reach `transform`; for
  /// ancestors, they are combined after this view's.
  ///
  /// A value is compared with the last one to decide whether to build the layer again: with
  /// `==` when it is `Equatable`, field by field otherwise (a value holding a closure counts
  /// as changed after every layout). **Differs from SwiftUI:** `transform` may run more than
  /// once in an update (first with the value before the layout, then with the laid-out one);
  /// only the last result is drawn.
  ///
  /// ```swift
  /// HStack { tabs }
  ///   .overlayPreferenceValue(BoundsKey.self) { anchor in
  ///     GeometryReader { proxy in
  ///       if let anchor {
  ///         Rectangle()
  ///           .frame(width: proxy[anchor].width, height: 2)
  ///           .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
  ///       }
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference's key.
  ///   - transform: Makes the overlay from the value.
  /// - Returns: The view.
  public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self,
    @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> ModifiedContent<Self, _LayerModifier<_PreferenceReadingView<Key, T>>> {
    overlayPreferenceValue(key, alignment: .center, transform)
  }

  /// Draws a view built from a preference's value in this view over this view, aligned to it.
  ///
  /// As `overlayPreferenceValue(_:_:)`, with the overlay placed by `alignment` when its size
  /// differs from this view's.
  ///
  /// ```swift
  /// List { rows }
  ///   .overlayPreferenceValue(BadgeCountKey.self, alignment: .topTrailing) { count in
  ///     Text("\(count)")
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference's key.
  ///   - alignment: Where the overlay sits.
  ///   - transform: Makes the overlay from the value.
  /// - Returns: The view.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type,
    alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, _LayerModifier<_PreferenceReadingView<K, V>>> {
    preferenceLayer(K.self, alignment: alignment, isBehind: false, transform)
  }

  /// Draws a view built from a preference's value in this view behind this view, proposed this
  /// view's size and centered on it.
  ///
  /// `transform` receives the value that this view's content sets for `key`, and is called
  /// again in the same update whenever it changes (see `overlayPreferenceValue(_:_:)`). The
  /// background's own values for `key` do not reach `transform`; for ancestors, they are
  /// combined before this view's (the background comes first in tree order).
  ///
  /// ```swift
  /// VStack { cards }
  ///   .backgroundPreferenceValue(CardFramesKey.self) { anchors in
  ///     GeometryReader { proxy in
  ///       ForEach(anchors.keys.sorted(), id: \.self) { id in
  ///         Rectangle().frame(width: proxy[anchors[id]!].width)
  ///       }
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference's key.
  ///   - transform: Makes the background from the value.
  /// - Returns: The view.
  public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self,
    @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> ModifiedContent<Self, _LayerModifier<_PreferenceReadingView<Key, T>>> {
    backgroundPreferenceValue(key, alignment: .center, transform)
  }

  /// Draws a view built from a preference's value in this view behind this view, aligned to
  /// it.
  ///
  /// As `backgroundPreferenceValue(_:_:)`, with the background placed by `alignment` when
  /// its size differs from this view's.
  ///
  /// ```swift
  /// HStack { tabs }
  ///   .backgroundPreferenceValue(BoundsKey.self, alignment: .bottom) { _ in Divider() }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference's key.
  ///   - alignment: Where the background sits.
  ///   - transform: Makes the background from the value.
  /// - Returns: The view.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type,
    alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, _LayerModifier<_PreferenceReadingView<K, V>>> {
    preferenceLayer(K.self, alignment: alignment, isBehind: true, transform)
  }

  /// A layer over or behind this view built from the reduced value of `key` in this view.
  private func preferenceLayer<K: PreferenceKey, V: View>(
    _ key: K.Type,
    alignment: Alignment,
    isBehind: Bool,
    _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, _LayerModifier<_PreferenceReadingView<K, V>>> {
    modifier(
      _LayerModifier(
        view: _PreferenceReadingView<K, V>(transform: transform),
        alignment: alignment,
        isBehind: isBehind
      )
    )
  }
}
