import Synchronization

/// Names the `@Published` property being written, for the code that `objectWillChange` reaches
/// during the write: how a view runtime reports which property changed.
///
/// Beyond Combine; `package` so that only this package's runtime turns it on. While it is on,
/// each write through a `@Published` property runs with ``current`` set to the object and the
/// property's declared name, on the writing thread, until the write returns.
@usableFromInline
package enum PublishedWrites {
  /// One write in progress.
  package struct Write: Sendable {
    /// The object being written.
    package let object: ObjectIdentifier
    /// The property's declared name, without its underscore.
    package let name: String
  }

  /// The write in progress on this task or thread, while names are enabled.
  @TaskLocal package static var current: Write?

  /// Whether naming is on; an atomic flag, since every `@Published` write reads it.
  private static let isEnabled = Atomic(false)

  /// Turns naming on.
  package static func enable() {
    isEnabled.store(true, ordering: .releasing)
  }

  /// Runs a write, naming it when naming is on; the name is found by reflection on the first
  /// named write only, then kept by the storage.
  @usableFromInline
  static func write<Value>(
    _ object: AnyObject,
    storage: PublishedStorage<Value>,
    _ body: () -> Void
  ) {
    guard isEnabled.load(ordering: .acquiring) else { return body() }
    let write = Write(object: ObjectIdentifier(object), name: storage.name(in: object))
    $current.withValue(write, operation: body)
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
