public import Foundation

#if !canImport(ObjectiveC)
extension UserDefaults {
  /// The object stored for `key`, as NSObject's key-value coding gives it on Apple platforms
  /// (swift-corelibs-foundation has no key-value coding): the same as `object(forKey:)`.
  ///
  /// ```swift
  /// if let data = UserDefaults.standard.value(forKey: "todos") as? Data { … }
  /// ```
  ///
  /// - Parameter key: The key.
  /// - Returns: The stored object, or `nil`.
  public func value(forKey key: String) -> Any? {
    object(forKey: key)
  }

  /// Stores `value` for `key`, as NSObject's key-value coding does on Apple platforms: the same
  /// as `set(_:forKey:)`.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil` to remove it.
  ///   - key: The key.
  public func setValue(_ value: Any?, forKey key: String) {
    set(value, forKey: key)
  }
}
#endif
