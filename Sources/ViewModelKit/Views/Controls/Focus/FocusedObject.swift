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
