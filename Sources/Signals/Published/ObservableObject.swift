/// A class whose changes can be observed: it publishes `objectWillChange` before it changes.
///
/// A class that declares no `objectWillChange` of its own gets one of type
/// ``ObservableObjectPublisher``, which every `@Published` property of the class (and of its
/// subclasses) sends on, once per write, before the value changes.
///
/// ```swift
/// final class CounterModel: ObservableObject {
///   @Published var count = 0
/// }
/// let model = CounterModel()
/// let cancellable = model.objectWillChange.sink { print("will change to", model.count + 1) }
/// model.count = 1  // Prints "will change to 1"
/// ```
///
/// For a class without any `@Published` property, each access to the default `objectWillChange`
/// returns a new publisher that nothing sends on (Combine leaves this unspecified); declare your
/// own `let objectWillChange = ObservableObjectPublisher()` and send on it yourself in that case.
public protocol ObservableObject: AnyObject {
  /// The type of ``objectWillChange``.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher that the object's `@Published` properties send on before each change.
  ///
  /// The same publisher is returned on every access (for classes with at least one `@Published`
  /// property).
  public var objectWillChange: ObservableObjectPublisher {
    PublishedFields.objectWillChange(of: self)
  }
}
