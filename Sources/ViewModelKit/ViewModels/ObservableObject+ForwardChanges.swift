extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// Sends this object's `objectWillChange` whenever `child`'s does, so views that observe this
  /// object update when a nested view model changes.
  ///
  /// An `@Published` property holding an object changes only when it is replaced, so a view that
  /// observes the parent does not update when the child's own properties change (the "nested
  /// ObservableObject does not update the view" problem). Forwarding is opt-in and ends when the
  /// returned cancellable is released or cancelled. The subscription holds this object weakly and
  /// the child strongly (as the parent does), so keeping it in the parent makes no retain cycle.
  /// The forwarded signal runs in the child's transaction: a child change made inside
  /// `withAnimation` animates the parent's views too.
  ///
  /// The parent needs a `@Published` property or an `objectWillChange` of its own: without
  /// either, each access to `objectWillChange` returns a new publisher that no view observes, so
  /// forwarding would reach nothing. The runtime warns in that case.
  ///
  /// ```swift
  /// final class ContentViewModel: ObservableObject {
  ///   let rectangle = RectangleViewModel()
  ///   private var subscriptions = Set<AnyCancellable>()
  ///
  ///   init() {
  ///     forwardChanges(from: rectangle).store(in: &subscriptions)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter child: The nested observable object.
  /// - Returns: The forwarding subscription; keep it as long as forwarding should last.
  public func forwardChanges<Child: ObservableObject>(from child: Child) -> AnyCancellable {
    if objectWillChange !== objectWillChange {
      Diagnostics.warn(
        "\(Self.self).forwardChanges(from: \(Child.self)) forwards to nothing: \(Self.self) has no "
          + "@Published property and no objectWillChange of its own, so each access makes a new "
          + "publisher. Declare `let objectWillChange = ObservableObjectPublisher()`."
      )
    }
    return child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
  }
}
