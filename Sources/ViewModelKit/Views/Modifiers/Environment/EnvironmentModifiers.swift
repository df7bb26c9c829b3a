/// Writes one environment value for the content: `environment(_:_:)`.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  var environmentSignature: Any? { (keyPath, value) }

  func transform(environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
}

/// Transforms one environment value for the content: `transformEnvironment(_:transform:)`.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let change: (inout Value) -> Void
  /// Stands for the closure, which cannot be compared: a new modifier value is a new transform.
  let identity = TransformIdentity()

  var environmentSignature: Any? { identity }

  func transform(environment: inout EnvironmentValues) {
    change(&environment[keyPath: keyPath])
  }

  /// Compared by identity: the same modifier value, the same transform.
  final class TransformIdentity {}
}

/// Provides an observable object to the content's `@EnvironmentObject` properties.
public struct _EnvironmentObjectModifier<Object: ObservableObject>: ViewModifier, PrimitiveModifier
{
  public typealias Body = Never
  let object: Object

  var environmentSignature: Any? { ObjectIdentifier(object) }

  func transform(environment: inout EnvironmentValues) {
    environment.setObject(object)
  }
}

extension View {
  /// Sets an environment value for this view and its descendants.
  ///
  /// ```swift
  /// ContentView().environment(\.colorScheme, .dark)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - value: The value.
  /// - Returns: The view.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>,
    _ value: V
  )
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Transforms an environment value for this view and its descendants.
  ///
  /// The key path may be chosen at run time; the closure gets the value from above and changes
  /// it in place.
  ///
  /// ```swift
  /// Text("Fine print").transformEnvironment(\.font) { font in
  ///   font = (font ?? .body).smallCaps()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - transform: Changes the value in place.
  /// - Returns: The view.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>,
    transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, change: transform))
  }

  /// Provides an observable object to this view's descendants' `@EnvironmentObject` properties.
  ///
  /// ```swift
  /// ContentView().environmentObject(session)
  /// ```
  ///
  /// - Parameter object: The object.
  /// - Returns: The view.
  public func environmentObject<T: ObservableObject>(
    _ object: T
  )
    -> ModifiedContent<Self, _EnvironmentObjectModifier<T>>
  {
    modifier(_EnvironmentObjectModifier(object: object))
  }
}
