/// Reads a value that the focused view or one of its ancestors publishes with
/// `focusedValue(_:_:)`, or that the active scene publishes with
/// `focusedSceneValue(_:_:)`; `nil` when nothing does.
///
/// The view updates when focus moves to a view hierarchy that publishes another value, and when
/// the published value changes: with the cause `environment` in change reports, the key's name
/// (`selectedNote`) among the changed sources.
///
/// ```swift
/// struct DeleteButton: View {
///   @FocusedValue(\.selectedNote) private var note
///   var body: some View {
///     Button("Delete") { if let note { store.delete(note) } }
///       .disabled(note == nil)
///   }
/// }
/// ```
///
/// Differs from SwiftUI: the values are worked out after the update pass that moved focus or
/// changed a published value, and reach the readers in the next pass (SwiftUI also delivers them
/// in a later update). Focus is a text field's, as the host tracks it (``ViewHost/focusedField``):
/// a field bound with `focused(_:)` or `focused(_:equals:)` whose state names it.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  let keyPath: KeyPath<FocusedValues, Value?>
  let box = EnvironmentBox()

  /// Reads the value at a key path of the focused values.
  ///
  /// - Parameter keyPath: The key path.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    self.keyPath = keyPath
  }

  /// Reads the `@Observable` object of a type that ``View/focusedValue(_:)`` publishes.
  ///
  /// ```swift
  /// @FocusedValue(NoteModel.self) private var note
  /// ```
  ///
  /// - Parameter objectType: The object's type.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    keyPath = \.[object: FocusedObjectKey<Value>()]
  }

  /// The value published closest to focus, or by the active scene; `nil` when none is.
  public var wrappedValue: Value? {
    guard let node = box.node else { return nil }
    let read = UncheckedSendable(value: (keyPath, box.field))
    return
      MainActor.assumeIsolated {
        let path = (\EnvironmentValues.focusedValues).appending(path: read.value.0)
        return UncheckedSendable(value: node.readEnvironment(path, field: read.value.1))
      }
      .value
  }
}

extension FocusedValue: InstallableProperty, InputComparable {
  func install(on node: ViewNode, field: FieldPath) {
    box.node = node
    box.field = field.name
  }

  func isSameInput(as other: Any) -> Bool { true }
}

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

/// Reads an `ObservableObject` that the focused view or one of its ancestors publishes with
/// ``View/focusedObject(_:)`` (or the scene with ``View/focusedSceneObject(_:)``), and updates
/// the view whenever it sends `objectWillChange`.
///
/// ```swift
/// struct SaveButton: View {
///   @FocusedObject private var document: Document?
///   var body: some View {
///     Button("Save") { document?.save() }.disabled(document?.isDirty != true)
///   }
/// }
/// ```
///
/// Differs from SwiftUI: the projected value is an `ObservedObject.Wrapper?`, which makes the
/// same bindings (`$document?.title`).
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox()

  /// Creates the property; the object comes from the focused view hierarchy.
  public init() {}

  /// The object, or `nil` when none is published.
  public var wrappedValue: ObjectType? {
    guard let node = box.node else { return nil }
    let field = box.field
    return
      MainActor.assumeIsolated {
        let path = \EnvironmentValues.focusedValues[object: FocusedObjectKey<ObjectType>()]
        return UncheckedSendable(value: node.readEnvironment(path, field: field))
      }
      .value
  }

  /// Bindings to the object's properties, or `nil` when there is no object.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper? {
    wrappedValue.map { ObservedObject<ObjectType>.Wrapper(object: $0) }
  }
}

extension FocusedObject: InstallableProperty, InputComparable {
  func install(on node: ViewNode, field: FieldPath) {
    box.node = node
    box.field = field.name
    if let object = node.environment.focusedValues[object: FocusedObjectKey<ObjectType>()] {
      node.observe(object, field: field)
    }
  }

  func isSameInput(as other: Any) -> Bool { true }
}
