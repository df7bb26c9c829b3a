extension View {
  /// Prints why this view's body is being evaluated, in SwiftUI's format; call it in `body`.
  ///
  /// The line is `TypeName: @self, @identity, _name changed.` — `@self` when the parent gave a
  /// different view value, `@identity` on the first evaluation of a view with dynamic properties,
  /// then the changed dynamic properties by their stored names — or `TypeName: unchanged.`.
  /// The host also keeps every printed line (``ViewHost/printedChanges``).
  ///
  /// ```swift
  /// var body: some View {
  ///   let _ = Self._printChanges()
  ///   Text("Hi")
  /// }
  /// ```
  public static func _printChanges() {
    guard let frame = EvaluationContext.current else {
      Diagnostics.warn("_printChanges() was called outside of a body evaluation.")
      return
    }
    let name = TypeNames.qualifiedWithoutModule(Self.self)
    let line =
      frame.changes.isEmpty
      ? "\(name): unchanged." : "\(name): \(frame.changes.joined(separator: ", ")) changed."
    print(line)
    MainActor.assumeIsolated { frame.node.graph.printedChanges.append(line) }
  }
}
