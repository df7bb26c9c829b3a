/// Tells an observer which `@Published` property of which object is about to be written, before
/// `objectWillChange` is sent: how a view runtime names the property that changed.
///
/// Beyond Combine; `package` so that only this package's runtime installs an observer.
@usableFromInline
package enum PublishedWrites {
  /// Receives the object and the name of the property (without its underscore) of each write
  /// through a `@Published` property.
  package typealias Observer = @Sendable (AnyObject, String) -> Void

  /// The installed observer, in a struct: a function type held directly by `Locked` is
  /// reabstracted on every `inout` access in optimised code, and each write-back wrapped it in one
  /// more thunk, until the calls overflowed the stack.
  private struct Installed {
    var observer: Observer?
  }

  private static let installed = Locked(Installed())

  /// Installs the observer (replacing any previous one).
  package static func install(_ newObserver: @escaping Observer) {
    installed.withLock { $0.observer = newObserver }
  }

  /// Tells the observer, if any, that the property kept in `storage` is about to be written; the
  /// name is found by reflection on the first write only, then kept by the storage.
  @usableFromInline
  static func willWrite<Value>(_ object: AnyObject, storage: PublishedStorage<Value>) {
    guard let observer = installed.withLock({ $0.observer }) else { return }
    observer(object, storage.name(in: object))
  }

  /// The declared name of the `@Published` property whose storage is `storage`.
  static func name(of storage: AnyObject, in object: AnyObject) -> String {
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
