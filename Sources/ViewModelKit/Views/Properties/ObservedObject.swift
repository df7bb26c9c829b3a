/// An observable object a view holds but does not own: the view updates whenever the object sends
/// `objectWillChange`, whichever property changed.
///
/// ```swift
/// struct RectangleView: View {
///   @ObservedObject var viewModel: RectangleViewModel
///   var body: some View {
///     Rectangle().frame(maxWidth: viewModel.width, maxHeight: 100)
///   }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Holds an object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Holds an object (the older spelling).
  ///
  /// - Parameter initialValue: The object.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the object's properties: `$viewModel.name`.
  public var projectedValue: Wrapper {
    Wrapper(object: wrappedValue)
  }

  /// Makes bindings to an observed object's properties.
  ///
  /// ```swift
  /// TextField("Name", text: $viewModel.name)
  /// ```
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ObjectPropertyLocation(object: object, keyPath: keyPath))
    }
  }
}

extension ObservedObject: InstallableProperty, InputComparable {
  func install(on node: ViewNode, field: FieldPath) {
    node.observe(wrappedValue, field: field)
  }

  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? ObservedObject<ObjectType> else { return false }
    return other.wrappedValue === wrappedValue
  }
}

/// A binding to a property of an object; the same place for the same object and key path.
final class ObjectPropertyLocation<Root: AnyObject, Value>: BindingLocation {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  func get() -> Value { object[keyPath: keyPath] }

  func set(_ value: Value, transaction: Transaction) {
    withTransaction(transaction) { object[keyPath: keyPath] = value }
  }

  func isSameLocation(as other: AnyObject) -> Bool {
    guard let other = other as? ObjectPropertyLocation<Root, Value> else { return false }
    return other.object === object && other.keyPath == keyPath
  }
}
