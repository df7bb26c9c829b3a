public import Foundation

extension AppStorage {
  /// Keeps a `Bool`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store holds none.
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, store: store, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps an `Int`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store holds none.
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, store: store, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps a `Double`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store holds none.
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, store: store, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps a `String`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store holds none.
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, store: store, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps a `URL`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store holds none.
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key,
      store: store,
      defaultValue: wrappedValue,
      codec: URLCodec()
    )
  }

  /// Keeps `Data`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store holds none.
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, store: store, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps an enumeration by its integer raw value.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store holds none.
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key,
      store: store,
      defaultValue: wrappedValue,
      codec: RawCodec()
    )
  }

  /// Keeps an enumeration by its string raw value.
  ///
  /// ```swift
  /// enum Theme: String { case light, dark }
  /// @AppStorage("theme") var theme = Theme.light
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store holds none.
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key,
      store: store,
      defaultValue: wrappedValue,
      codec: RawCodec()
    )
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Keeps an optional `String`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, store: store, defaultValue: nil, codec: OptionalCodec())
  }

  /// Keeps an optional `Int`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, store: store, defaultValue: nil, codec: OptionalCodec())
  }

  /// Keeps an optional `Double`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, store: store, defaultValue: nil, codec: OptionalCodec())
  }

  /// Keeps an optional `Bool`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store, or `nil` for the environment's.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, store: store, defaultValue: nil, codec: OptionalCodec())
  }
}

/// How an `AppStorage` or a `SceneStorage` reads and writes its value in a store.
protocol AppStorageCodec<Value> {
  associatedtype Value
  func read(_ store: any KeyValueStore, _ key: String) -> Value?
  func write(_ store: any KeyValueStore, _ key: String, _ value: Value)
}

/// A property-list value, stored as it is.
struct PlainCodec<Value>: AppStorageCodec {
  func read(_ store: any KeyValueStore, _ key: String) -> Value? {
    store.object(forKey: key) as? Value
  }

  func write(_ store: any KeyValueStore, _ key: String, _ value: Value) {
    store.set(value, forKey: key)
  }
}

/// A URL, stored as UserDefaults stores URLs.
struct URLCodec: AppStorageCodec {
  func read(_ store: any KeyValueStore, _ key: String) -> URL? { store.url(forKey: key) }

  func write(_ store: any KeyValueStore, _ key: String, _ value: URL) {
    store.set(value, forKey: key)
  }
}

/// An enumeration, stored by its raw value.
struct RawCodec<Value: RawRepresentable>: AppStorageCodec {
  func read(_ store: any KeyValueStore, _ key: String) -> Value? {
    (store.object(forKey: key) as? Value.RawValue).flatMap(Value.init(rawValue:))
  }

  func write(_ store: any KeyValueStore, _ key: String, _ value: Value) {
    store.set(value.rawValue, forKey: key)
  }
}

/// An optional value: `nil` is no key.
struct OptionalCodec<Wrapped>: AppStorageCodec {
  func read(_ store: any KeyValueStore, _ key: String) -> Wrapped?? {
    .some(store.object(forKey: key) as? Wrapped)
  }

  func write(_ store: any KeyValueStore, _ key: String, _ value: Wrapped?) {
    if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
  }
}
