/// The values that the focused view and its ancestors publish, and those the active scene
/// publishes: what ``FocusedValue`` reads.
///
/// Declare a value with `@Entry` (its default is always `nil`, so its type is optional), publish
/// it with `focusedValue(_:_:)` or `focusedSceneValue(_:_:)`, and read it with
/// `@FocusedValue`:
///
/// ```swift
/// extension FocusedValues {
///   @Entry var selectedNote: Note?
/// }
///
/// TextEditor(text: $note.body)
///   .focusedValue(\.selectedNote, note)
///
/// struct DeleteButton: View {
///   @FocusedValue(\.selectedNote) private var note
///   var body: some View {
///     Button("Delete") { if let note { store.delete(note) } }.disabled(note == nil)
///   }
/// }
/// ```
///
/// As in SwiftUI, there is no public initializer: the runtime makes the values from what the
/// view hierarchy publishes.
public struct FocusedValues: CustomStringConvertible {
  /// The values by key type, with the key type itself (its name names the value in reports).
  private var values: [ObjectIdentifier: (key: Any.Type, value: Any)] = [:]

  init() {}

  /// Reads or writes the value of a key, `nil` when nothing publishes one.
  ///
  /// As in SwiftUI, a write has no effect when the values already hold one for the key: the
  /// runtime writes the values of the views closest to focus first, so those win. Writing `nil`
  /// publishes nothing.
  ///
  /// - Parameter key: The key type.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)]?.value as? Key.Value }
    set {
      guard let newValue, values[ObjectIdentifier(key)] == nil else { return }
      values[ObjectIdentifier(key)] = (key, newValue)
    }
  }

  /// The names of the keys whose values differ between two sets of values, in name order.
  func changedKeyNames(comparedTo other: FocusedValues) -> [String] {
    let keys = Set(values.keys).union(other.values.keys)
    let changed = keys.filter { key in
      switch (values[key], other.values[key]) {
      case (nil, nil): false
      case (let a?, let b?): !ValueEquality.equal(a.value, b.value)
      default: true
      }
    }
    return changed.compactMap { (values[$0] ?? other.values[$0]).map { Self.name(ofKey: $0.key) } }
      .sorted()
  }

  public var description: String {
    let names = values.values.map { Self.name(ofKey: $0.key) }.sorted()
    return "FocusedValues(\(names.joined(separator: ", ")))"
  }

  /// The name a key type stands for: `__Key_selectedNote` (an `@Entry` key) and
  /// `SelectedNoteKey` give `selectedNote`.
  static func name(ofKey key: Any.Type) -> String {
    if let named = key as? any FocusedKeyNaming.Type { return named.focusedName }
    let name = TypeNames.unqualified(key)
    let prefix = "__Key_"
    guard name.hasPrefix(prefix) else { return EnvironmentValues.name(ofKey: key) }
    return String(name.dropFirst(prefix.count))
  }
}

extension EnvironmentValues {
  /// The focused values of the scene, as the host last worked them out (see
  /// `ViewGraph+FocusedValues.swift`).
  var focusedValues: FocusedValues {
    get { self[FocusedValuesKey.self] }
    set { self[FocusedValuesKey.self] = newValue }
  }
}

private struct FocusedValuesKey: EnvironmentKey {
  static var defaultValue: FocusedValues { FocusedValues() }
}
