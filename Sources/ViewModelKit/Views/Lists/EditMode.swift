/// Whether the user can edit a view's content (delete and move list rows).
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var isEditing: Bool { editMode?.wrappedValue.isEditing == true }
/// ```
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe).
  case transient
  /// Editing.
  case active

  /// Whether the mode is not `inactive`.
  public var isEditing: Bool { self != .inactive }
}

/// The edit mode of a host's screen, with the way to change it.
struct EditModeScope {
  var value: EditMode
  let set: @MainActor (EditMode) -> Void
}

extension EnvironmentValues {
  /// The edit mode: a binding that a ``ViewHost`` installs at its root (as SwiftUI's hosting
  /// view does), so that an `EditButton` and the lists of the screen share it; a constant
  /// `.inactive` outside a host.
  public var editMode: Binding<EditMode>? {
    get {
      guard let scope = self[EditModeKey.self] else { return .constant(.inactive) }
      return Binding(
        get: { scope.value },
        set: { value in MainActor.assumeIsolated { scope.set(value) } }
      )
    }
    set {
      guard let newValue else { return }
      self[EditModeKey.self]?.value = newValue.wrappedValue
    }
  }

  var editModeScope: EditModeScope? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

private struct EditModeKey: EnvironmentKey {
  static let defaultValue: EditModeScope? = nil
}

/// A button that switches the edit mode of its screen: "Edit", then "Done".
///
/// ```swift
/// List { ForEach(items) { Text($0.title) }.onDelete(perform: delete) }
///   .toolbar { EditButton() }
/// ```
public struct EditButton: View, BuiltInView {
  @Environment(\.editMode) private var editMode

  /// Creates an edit button.
  public init() {}

  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    Button(isEditing ? "Done" : "Edit") {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    }
  }
}
