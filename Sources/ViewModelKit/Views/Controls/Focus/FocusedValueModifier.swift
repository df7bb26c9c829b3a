/// Publishes a focused value for the views that read it with `@FocusedValue`:
/// `focusedValue(_:_:)`, `focusedSceneValue(_:_:)`, `focusedObject(_:)` and their kin.
///
/// It changes nothing about its content; after each update pass the graph collects the values
/// of these modifiers (see `ViewGraph+FocusedValues.swift`).
public struct _FocusedValueModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  /// Whether the value is visible while the scene is active (`focusedSceneValue`), rather than
  /// only while focus is inside the modified view.
  let isSceneWide: Bool
  /// Writes the value into the values being collected.
  let write: (inout FocusedValues) -> Void

  func didInsert(node: ViewNode) {
    node.graph.focusTracker.addSource(node)
  }
}

extension View {
  /// Publishes a value for the views that read it with `@FocusedValue` while focus is inside
  /// this view (a field in it, or itself, has focus).
  ///
  /// When several enclosing views publish a value for one key, the one closest to focus wins.
  ///
  /// ```swift
  /// TextField("Title", text: $note.title)
  ///   .focused($focus, equals: .title)
  ///   .focusedValue(\.selectedNote, note)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The focused value's key path.
  ///   - value: The value.
  /// - Returns: The view.
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>,
    _ value: Value
  ) -> ModifiedContent<Self, _FocusedValueModifier> {
    focusedValue(keyPath, Optional(value))
  }

  /// Publishes a value, or with `nil` nothing, while focus is inside this view.
  ///
  /// ```swift
  /// List(selection: $selection) { … }.focusedValue(\.selectedNote, selectedNote)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The focused value's key path.
  ///   - value: The value, or `nil` when none is available.
  /// - Returns: The view.
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>,
    _ value: Value?
  ) -> ModifiedContent<Self, _FocusedValueModifier> {
    modifier(_FocusedValueModifier(isSceneWide: false) { $0[keyPath: keyPath] = value })
  }

  /// Publishes an `@Observable` object, read with `@FocusedValue(Type.self)`, while focus is
  /// inside this view.
  ///
  /// ```swift
  /// NoteEditor(note: note).focusedValue(note)
  /// ```
  ///
  /// - Parameter object: The object, or `nil`.
  /// - Returns: The view.
  public func focusedValue<T: AnyObject & Observable>(
    _ object: T?
  ) -> ModifiedContent<Self, _FocusedValueModifier> {
    focusedValue(\.[object: FocusedObjectKey<T>()], object)
  }

  /// Publishes a value for the views that read it with `@FocusedValue` while the scene is
  /// active, wherever focus is.
  ///
  /// A value published from the focused view's hierarchy wins; otherwise the first one in the
  /// view tree does.
  ///
  /// ```swift
  /// NotesList().focusedSceneValue(\.noteStore, store)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The focused value's key path.
  ///   - value: The value.
  /// - Returns: The view.
  public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>,
    _ value: T
  ) -> ModifiedContent<Self, _FocusedValueModifier> {
    focusedSceneValue(keyPath, Optional(value))
  }

  /// Publishes a value, or with `nil` nothing, while the scene is active.
  ///
  /// ```swift
  /// Sidebar().focusedSceneValue(\.selectedFolder, selection)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The focused value's key path.
  ///   - value: The value, or `nil` when none is available.
  /// - Returns: The view.
  public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>,
    _ value: T?
  ) -> ModifiedContent<Self, _FocusedValueModifier> {
    modifier(_FocusedValueModifier(isSceneWide: true) { $0[keyPath: keyPath] = value })
  }

  /// Publishes an `@Observable` object, read with `@FocusedValue(Type.self)`, while the scene
  /// is active.
  ///
  /// ```swift
  /// RootView().focusedSceneValue(library)
  /// ```
  ///
  /// - Parameter object: The object, or `nil`.
  /// - Returns: The view.
  public func focusedSceneValue<T: AnyObject & Observable>(
    _ object: T?
  ) -> ModifiedContent<Self, _FocusedValueModifier> {
    focusedSceneValue(\.[object: FocusedObjectKey<T>()], object)
  }

  /// Publishes an `ObservableObject`, read with `@FocusedObject`, while focus is inside this
  /// view.
  ///
  /// ```swift
  /// DocumentEditor().focusedObject(document)
  /// ```
  ///
  /// - Parameter object: The object, or `nil`.
  /// - Returns: The view.
  public func focusedObject<T: ObservableObject>(
    _ object: T?
  ) -> ModifiedContent<Self, _FocusedValueModifier> {
    focusedValue(\.[object: FocusedObjectKey<T>()], object)
  }

  /// Publishes an `ObservableObject`, read with `@FocusedObject`, while the scene is active.
  ///
  /// ```swift
  /// RootView().focusedSceneObject(session)
  /// ```
  ///
  /// - Parameter object: The object, or `nil`.
  /// - Returns: The view.
  public func focusedSceneObject<T: ObservableObject>(
    _ object: T?
  ) -> ModifiedContent<Self, _FocusedValueModifier> {
    focusedSceneValue(\.[object: FocusedObjectKey<T>()], object)
  }
}
