/// An observable object a view owns: created once per view identity, kept across new view values,
/// and released when the identity goes away.
///
/// The initial-value expression is an autoclosure evaluated the first time the view is installed;
/// later view values' expressions are ignored (so an object passed in by a parent is kept from the
/// first time only, as in SwiftUI). Read outside an installed view, it creates a new object on each
/// access and logs SwiftUI's warning.
///
/// Beyond SwiftUI, the host warns when a parent passes in a different object that is ignored:
/// from the second installation on, the expression is evaluated again while it keeps returning
/// objects someone else holds; an expression that makes a fresh object (`= Model()`) is evaluated
/// once more, on the second installation only. The check runs when the view's body is evaluated.
///
/// ```swift
/// struct ContentView: View {
///   @StateObject var viewModel = ContentViewModel()
///   var body: some View { Text(viewModel.buttonTitle) }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>

  /// Creates the property with the expression that makes the object.
  ///
  /// - Parameter thunk: Makes the object, once per view identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk: thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    Diagnostics.warn(
      "Accessing StateObject's object without being installed on a View. This will create a new "
        + "instance each time."
    )
    return box.thunk()
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// The reference a `StateObject` value holds: its thunk and, once installed, the node's object.
final class StateObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
  // `object` is set on the main actor during installation, before the body that reads it runs.
  let thunk: () -> ObjectType
  var object: ObjectType?

  init(thunk: @escaping () -> ObjectType) {
    self.thunk = thunk
  }
}

extension StateObject: InstallableProperty, InputComparable {
  func install(on node: ViewNode, field: FieldPath) {
    let object = node.stateObject(for: field, make: box.thunk)
    box.object = object
    node.observe(object, field: field)
  }

  func isSameInput(as other: Any) -> Bool { true }
}
