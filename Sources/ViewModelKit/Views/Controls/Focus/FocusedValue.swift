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
