/// A key for a value in ``FocusedValues``.
///
/// Unlike ``EnvironmentKey`` it has no default: a focused value nobody publishes is `nil`.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey {
///   typealias Value = Note
/// }
/// extension FocusedValues {
///   var selectedNote: Note? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
/// ```
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// Identifies the focused value slot of an object type, as a key path subscript's argument
/// (``View/focusedValue(_:)`` and `FocusedValue(_:)` with a type).
struct FocusedObjectKey<Object: AnyObject>: Hashable, FocusedValueKey, FocusedKeyNaming {
  typealias Value = Object

  static var focusedName: String { TypeNames.unqualified(Object.self) }
}

/// A key that names its value itself in reports.
protocol FocusedKeyNaming {
  static var focusedName: String { get }
}

extension FocusedValues {
  /// The published object of a type, the key being the type itself.
  subscript<Object: AnyObject>(object key: FocusedObjectKey<Object>) -> Object? {
    get { self[FocusedObjectKey<Object>.self] }
    set { self[FocusedObjectKey<Object>.self] = newValue }
  }
}
