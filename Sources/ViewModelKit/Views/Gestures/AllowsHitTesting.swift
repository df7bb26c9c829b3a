extension View {
  /// Sets whether this view and the views in it take part in hit testing (SwiftUI: touches pass
  /// through a view that does not).
  ///
  /// ```swift
  /// CardView(card: card)
  ///   .allowsHitTesting(!card.isMatched)
  /// ```
  ///
  /// Differs from SwiftUI: recorded only. `ViewHost.tap(_:)` and `tap(at:)` still reach a view
  /// that disallows hit testing; a test that relies on touches passing through checks the
  /// recorded `.allowsHitTesting(false)` in the tree description instead.
  ///
  /// - Parameter enabled: Whether the view takes part in hit testing.
  /// - Returns: The view.
  public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("allowsHitTesting", enabled)
  }
}
