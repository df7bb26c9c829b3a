/// Remembers, per object, the name of the `@Published` property being written, so that the
/// `objectWillChange` that follows can be reported with the property's name.
///
/// One name per object is kept (the latest), so objects nobody observes cost one small entry at
/// most.
final class PublishedNames: Sendable {
  // All mutable state lives in the `Locked` value.
  private let pending = Locked<[ObjectIdentifier: String]>([:])

  /// The one recorder, installed as the observer of every `@Published` write.
  static let shared: PublishedNames = {
    let names = PublishedNames()
    PublishedWrites.install { object, name in
      names.record(name, for: object)
    }
    return names
  }()

  func record(_ name: String, for object: AnyObject) {
    pending.withLock { $0[ObjectIdentifier(object)] = name }
  }

  /// The name of the latest write on `object`, if one was recorded.
  func name(for object: AnyObject) -> String? {
    pending.withLock { $0[ObjectIdentifier(object)] }
  }
}
