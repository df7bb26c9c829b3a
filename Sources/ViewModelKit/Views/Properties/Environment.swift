/// Reads a value from the view's environment.
///
/// The view depends on that key only: it updates when the value at that key path changes.
///
/// ```swift
/// struct Badge: View {
///   @Environment(\.colorScheme) private var scheme
///   var body: some View { Text(scheme == .dark ? "Dark" : "Light") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Reads the value at a key path of the environment.
  ///
  /// - Parameter keyPath: The key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value, read from the installed view's environment; outside an installed view, the
  /// default environment's value (with a warning).
  public var wrappedValue: Value {
    guard let node = box.node else {
      Diagnostics.warn("Accessing Environment's value outside of being installed on a View.")
      return EnvironmentValues()[keyPath: keyPath]
    }
    let read = UncheckedSendable(value: (keyPath, box.field))
    return
      MainActor.assumeIsolated {
        UncheckedSendable(value: node.readEnvironment(read.value.0, field: read.value.1))
      }
      .value
  }
}

/// The reference an `Environment` or `EnvironmentObject` holds: the node it was installed on.
final class EnvironmentBox: @unchecked Sendable {
  // Set on the main actor during installation, before the body that reads it runs.
  weak var node: ViewNode?
  var field = ""
}

extension Environment: InstallableProperty, InputComparable {
  func install(on node: ViewNode, field: FieldPath) {
    box.node = node
    box.field = field.name
  }

  func isSameInput(as other: Any) -> Bool { true }
}

/// Reads an observable object that an ancestor provided with `environmentObject(_:)`, and updates
/// the view whenever it sends `objectWillChange`.
///
/// As in SwiftUI, a missing object is a programming error that stops the program with a message
/// naming the type.
///
/// ```swift
/// struct Footer: View {
///   @EnvironmentObject var session: Session
///   var body: some View { Text(session.userName) }
/// }
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox()

  /// Creates the property; the object comes from the environment.
  public init() {}

  /// The object.
  public var wrappedValue: ObjectType {
    guard let node = box.node,
      let object =
        MainActor.assumeIsolated({
          UncheckedSendable(value: node.environment.object(of: ObjectType.self))
        })
        .value
    else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
          + "\(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: InstallableProperty, InputComparable {
  func install(on node: ViewNode, field: FieldPath) {
    box.node = node
    if let object = node.environment.object(of: ObjectType.self) {
      node.observe(object, field: field)
    }
  }

  func isSameInput(as other: Any) -> Bool { true }
}
