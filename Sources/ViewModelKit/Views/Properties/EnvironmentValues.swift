/// The values a view reads with `@Environment`, handed down the view tree.
///
/// `.environment(\.key, value)` sets a value for a subtree. A view depends only on the keys it
/// reads: a change of another key does not update it.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]
  private var objects: [ObjectIdentifier: AnyObject] = [:]

  /// Identifies this set of values: every write makes a new version, so the graph can tell
  /// quickly that nothing changed.
  private(set) var version = EnvironmentValues.nextVersion()

  /// The name of the key written last, derived from its key type (`ColorSchemeKey` gives
  /// `colorScheme`), for naming environment changes in reports.
  private(set) var lastWrittenKeyName: String?

  /// Every write, newest first, shared between copies: what `description` lists.
  private var writes: EnvironmentWrite?

  /// Creates the default environment.
  public init() {}

  /// Reads or writes the value of a key.
  ///
  /// - Parameter key: The key type.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
    set {
      values[ObjectIdentifier(key)] = newValue
      version = Self.nextVersion()
      lastWrittenKeyName = Self.name(ofKey: key)
      writes = EnvironmentWrite(key: key, value: newValue, next: writes)
    }
  }

  /// The environment object of a type, set with `environmentObject(_:)`.
  func object<T: AnyObject>(of type: T.Type) -> T? {
    objects[ObjectIdentifier(type)] as? T
  }

  /// The environment object whose type is `type`, found without knowing the type statically.
  func anyObject(of type: Any.Type) -> AnyObject? {
    objects[ObjectIdentifier(type)]
  }

  mutating func setObject<T: AnyObject>(_ object: T) {
    setObject(object, of: T.self)
  }

  /// Sets (or, with `nil`, removes) the object of a type.
  mutating func setObject(_ object: AnyObject?, of type: Any.Type) {
    objects[ObjectIdentifier(type)] = object
    version = Self.nextVersion()
  }

  /// The values written, newest first, as SwiftUI lists them: each write is one entry, so a
  /// key written twice appears twice, its newest value first.
  ///
  /// ```swift
  /// var environment = EnvironmentValues()
  /// environment[BoolKey.self] = true
  /// environment[IntKey.self] = 1
  /// environment.description
  /// // "[EnvironmentPropertyKey<IntKey> = 1, EnvironmentPropertyKey<BoolKey> = true]"
  /// ```
  ///
  /// A fresh `EnvironmentValues()` is `[]`; the environment a view reads also lists what the
  /// host and the modifiers above it wrote. Environment objects are not listed.
  public var description: String {
    var entries: [String] = []
    var write = writes
    while let current = write {
      entries.append("EnvironmentPropertyKey<\(current.key)> = \(current.value)")
      write = current.next
    }
    return "[" + entries.joined(separator: ", ") + "]"
  }

  /// The name a key type stands for: `ColorSchemeKey` gives `colorScheme`.
  static func name(ofKey key: Any.Type) -> String {
    var name = TypeNames.unqualified(key)
    if name.hasSuffix("Key"), name.count > 3 { name.removeLast(3) }
    return name.prefix(1).lowercased() + name.dropFirst()
  }

  /// The name of the key a key path writes, found by writing `value` into a fresh environment.
  static func name<V>(
    of keyPath: WritableKeyPath<EnvironmentValues, V>,
    writing value: V
  )
    -> String
  {
    var probe = EnvironmentValues()
    probe[keyPath: keyPath] = value
    return probe.lastWrittenKeyName ?? TypeNames.keyPathName(keyPath)
  }

  private static let counter = Locked(0)

  private static func nextVersion() -> Int {
    counter.withLock { value in
      value += 1
      return value
    }
  }
}

/// One write to an ``EnvironmentValues``: a node of a list shared by the copies made after it.
private final class EnvironmentWrite {
  let key: Any.Type
  let value: Any
  let next: EnvironmentWrite?

  init(key: Any.Type, value: Any, next: EnvironmentWrite?) {
    self.key = key
    self.value = value
    self.next = next
  }
}

/// A key for a value in ``EnvironmentValues``, with its default.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = Color.blue
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value

  /// The value when none was set.
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// Whether controls in this subtree accept interaction; `disabled(_:)` sets it to `false`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The most lines text in this subtree takes; `lineLimit(_:)` sets it.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The colour scheme of this subtree.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

/// Light or dark appearance.
///
/// ```swift
/// ContentView().environment(\.colorScheme, .dark)
/// ```
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}
