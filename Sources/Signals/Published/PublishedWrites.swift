/// Tells an observer which `@Published` property of which object is about to be written, before
/// `objectWillChange` is sent: how a view runtime names the property that changed.
///
/// Beyond Combine; `package` so that only this package's runtime installs an observer.
package enum PublishedWrites {
  /// Receives the object and the key path of each write through a `@Published` property.
  package typealias Observer = @Sendable (AnyObject, AnyKeyPath) -> Void

  private static let observer = Locked<Observer?>(nil)

  /// Installs the observer (replacing any previous one).
  package static func install(_ newObserver: @escaping Observer) {
    observer.withLock { $0 = newObserver }
  }

  static func willWrite(_ object: AnyObject, _ keyPath: AnyKeyPath) {
    observer.withLock { $0 }?(object, keyPath)
  }
}
