extension GeometryProxy {
  /// An anchor's value in this proxy's coordinate space: the reader's top-leading corner is
  /// the origin.
  ///
  /// The anchor was taken where the view that set it is drawn; the value is moved by the
  /// distance between that view and this reader on the screen.
  ///
  /// ```swift
  /// .overlayPreferenceValue(BoundsKey.self) { anchor in
  ///   GeometryReader { proxy in
  ///     if let anchor {
  ///       Rectangle().frame(width: proxy[anchor].width, height: 2)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter anchor: The anchor.
  /// - Returns: The value in the reader's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(relativeTo: globalFrame.origin)
  }
}
