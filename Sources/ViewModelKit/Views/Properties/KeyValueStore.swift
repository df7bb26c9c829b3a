import Foundation

/// Where `AppStorage` and `SceneStorage` keep their values: `UserDefaults`, or a scene's store.
protocol KeyValueStore: AnyObject {
  func object(forKey key: String) -> Any?
  func set(_ value: Any?, forKey key: String)
  func set(_ url: URL?, forKey key: String)
  func url(forKey key: String) -> URL?
  func removeObject(forKey key: String)
}

extension UserDefaults: KeyValueStore {}

/// The values of one scene's `SceneStorage` properties: a window's own, kept in memory for as
/// long as its host lives.
final class SceneStorageValues: KeyValueStore, @unchecked Sendable {
  // Property-list values, only read and written under the lock.
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  func object(forKey key: String) -> Any? {
    lock.withLock { values[key] }
  }

  func set(_ value: Any?, forKey key: String) {
    lock.withLock { values[key] = value }
  }

  func set(_ url: URL?, forKey key: String) {
    set(url as Any?, forKey: key)
  }

  func url(forKey key: String) -> URL? {
    object(forKey: key) as? URL
  }

  func removeObject(forKey key: String) {
    set(nil as Any?, forKey: key)
  }
}
