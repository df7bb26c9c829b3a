#if !canImport(Darwin)
import Foundation

/// Reads key paths as key-value coding does on Apple's platforms, without it: dictionaries by
/// key, arrays element by element, the collection operators `@count`, `@sum`, `@avg`, `@min` and
/// `@max`, and other values' stored properties by name (read with `Mirror`).
enum ExpressionKeyPath {
  static func value(at path: String, in object: Any?) -> Any? {
    value(at: path.split(separator: ".").map(String.init)[...], in: object)
  }

  private static func value(at path: ArraySlice<String>, in object: Any?) -> Any? {
    guard let key = path.first else { return object }
    let rest = path.dropFirst()
    guard let object = ExpressionValue.unwrapped(object) else { return nil }
    if key.hasPrefix("@") {
      let items = array(object, key: key).map { value(at: rest, in: $0) }
      let function = [
        "@count": "count:", "@sum": "sum:", "@avg": "average:", "@min": "min:", "@max": "max:",
      ]
      guard let name = function[key] else {
        fatalError(
          "[<\(type(of: object))> valueForUndefinedKey:]: the collection operator \(key) is unknown."
        )
      }
      return ExpressionFunctions.call(name, [items])
    }
    if let dictionary = object as? [String: Any] { return value(at: rest, in: dictionary[key]) }
    if let dictionary = object as? NSDictionary { return value(at: rest, in: dictionary[key]) }
    if let items = object as? [Any] { return items.map { value(at: path, in: $0) as Any } }
    return value(at: rest, in: property(key, of: object))
  }

  private static func array(_ object: Any, key: String) -> [Any] {
    guard let items = object as? [Any] else {
      fatalError("[<\(type(of: object))> valueForUndefinedKey:]: \(key) needs a collection.")
    }
    return items
  }

  /// A stored property by name, looking through superclasses and the underscored storage of
  /// property wrappers and `@Observable` classes.
  private static func property(_ key: String, of object: Any) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == key || child.label == "_" + key {
        return child.label == key ? child.value : wrappedValue(child.value)
      }
      mirror = current.superclassMirror
    }
    fatalError(
      "[<\(type(of: object))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    )
  }

  /// The value a property wrapper keeps, or `storage` itself when it is not a wrapper.
  private static func wrappedValue(_ storage: Any) -> Any? {
    for child in Mirror(reflecting: storage).children where child.label == "wrappedValue" {
      return child.value
    }
    return storage
  }
}
#endif
