/// Reads a binding that the focused view or one of its ancestors publishes, and unwraps it.
///
/// ```swift
/// struct FavoriteToggle: View {
///   @FocusedBinding(\.selectedNote) private var note
///   var body: some View {
///     Button("Favorite") { note?.isFavorite.toggle() }.disabled(note == nil)
///   }
/// }
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  let base: FocusedValue<Binding<Value>>

  /// Reads the binding at a key path of the focused values.
  ///
  /// - Parameter keyPath: The key path.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    base = FocusedValue(keyPath)
  }

  /// The bound value, or `nil` when nothing publishes a binding; setting writes through the
  /// binding (setting `nil` does nothing).
  public var wrappedValue: Value? {
    get { base.wrappedValue?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding = base.wrappedValue else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to the optional value.
  public var projectedValue: Binding<Value?> {
    let base = self.base
    return Binding(
      get: { base.wrappedValue?.wrappedValue },
      set: { newValue in
        guard let newValue, let binding = base.wrappedValue else { return }
        binding.wrappedValue = newValue
      }
    )
  }
}
