import Foundation

/// The names change reports and `_printChanges()` print for types and key paths.
enum TypeNames {
  /// The type's name without module and generic arguments: `DetailPanel`.
  ///
  /// Every node is named when it is made; the names are worked out once per type.
  static func unqualified(_ type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = unqualifiedNames.withLock({ $0[key] }) { return known }
    let full = String(describing: type)
    let base = full.split(separator: "<", maxSplits: 1).first.map(String.init) ?? full
    let name = base.split(separator: ".").last.map(String.init) ?? base
    unqualifiedNames.withLock { $0[key] = name }
    return name
  }

  /// The unqualified names worked out so far, by type.
  private static let unqualifiedNames = Locked<[ObjectIdentifier: String]>([:])

  /// The type's name with enclosing types and generic arguments but without the module, as
  /// `_printChanges()` prints it: `ChangedBodyPropertyTests.ContentView`.
  static func qualifiedWithoutModule(_ type: Any.Type) -> String {
    let full = String(reflecting: type)
    guard let dot = full.firstIndex(of: "."), !full[..<dot].contains("<") else { return full }
    var name = String(full[full.index(after: dot)...])
    // Local types print as `(unknown context at $…).Name`; keep only the name.
    if let range = name.range(of: ").", options: .backwards), name.hasPrefix("(") {
      name = String(name[range.upperBound...])
    }
    return name
  }

  /// The last component of a key path: `\EnvironmentValues.colorScheme` gives `colorScheme`.
  static func keyPathName(_ keyPath: AnyKeyPath) -> String {
    let description = String(describing: keyPath)
    return description.split(separator: ".").last.map(String.init) ?? description
  }
}
