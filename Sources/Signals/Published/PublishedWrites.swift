/// Tells an observer which `@Published` property of which object is about to be written, before
/// `objectWillChange` is sent: how a view runtime names the property that changed.
///
/// Beyond Combine; `package` so that only this package's runtime installs an observer.
package enum PublishedWrites {
  /// Receives the object and the name of the property (without its underscore) of each write
  /// through a `@Published` property.
  package typealias Observer = @Sendable (AnyObject, String) -> Void

  private static let observer = Locked<Observer?>(nil)

  /// Installs the observer (replacing any previous one).
  package static func install(_ newObserver: @escaping Observer) {
    observer.withLock { $0 = newObserver }
  }

  static func willWrite(_ object: AnyObject, storage: AnyObject) {
    guard let observer = observer.withLock({ $0 }) else { return }
    observer(object, name(of: storage, in: object))
  }

  /// The declared name of the `@Published` property whose storage is `storage`.
  private static func name(of storage: AnyObject, in object: AnyObject) -> String {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let field = child.value as? any PublishedField, field.storageObject === storage,
          let label = child.label
        else { continue }
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
      }
      mirror = current.superclassMirror
    }
    return "objectWillChange"
  }
}
