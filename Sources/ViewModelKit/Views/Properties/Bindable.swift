/// Makes bindings to the properties of an `@Observable` object: `$model.name`.
///
/// As in SwiftUI, `Bindable` adds no dependency of its own: a view updates when a property its body
/// read changes (Observation tracks the read), and it can be made inside a body with
/// `Bindable(model)`.
///
/// ```swift
/// struct ProfileEditor: View {
///   @Bindable var profile: Profile
///   var body: some View {
///     TextField("Name", text: $profile.name)
///   }
/// }
///
/// // in a body, for a model from the environment:
/// @Environment(Profile.self) private var profile
/// var body: some View {
///   @Bindable var profile = profile
///   Toggle("Public", isOn: $profile.isPublic)
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The bindable object itself, whose members are bindings.
  public var projectedValue: Bindable<Value> { self }

  /// Creates bindings to an observable object's properties.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates bindings to an observable object's properties.
  ///
  /// - Parameter wrappedValue: The object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates bindings from another `Bindable`, as `$model` passed on does.
  ///
  /// - Parameter projectedValue: The other `Bindable`.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to a property of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    Binding(location: ObjectPropertyLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
