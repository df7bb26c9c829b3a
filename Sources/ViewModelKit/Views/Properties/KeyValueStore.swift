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
final class SceneStorageValues: KeyValueStore, Sendable {
  private let values = Locked<[String: Any]>([:])

  func object(forKey key: String) -> Any? {
    values.withLock { $0[key] }
  }

  func set(_ value: Any?, forKey key: String) {
    values.withLock { $0[key] = value }
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
