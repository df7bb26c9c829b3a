public import Foundation

extension SceneStorage {
  /// Keeps a `Bool`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the scene holds none.
  ///   - key: The key in the scene's store.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps an `Int`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the scene holds none.
  ///   - key: The key in the scene's store.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps a `Double`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the scene holds none.
  ///   - key: The key in the scene's store.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps a `String`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the scene holds none.
  ///   - key: The key in the scene's store.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps a `URL`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the scene holds none.
  ///   - key: The key in the scene's store.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, codec: URLCodec())
  }

  /// Keeps `Data`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the scene holds none.
  ///   - key: The key in the scene's store.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, codec: PlainCodec())
  }

  /// Keeps an enumeration by its integer raw value.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the scene holds none.
  ///   - key: The key in the scene's store.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: RawCodec())
  }

  /// Keeps an enumeration by its string raw value.
  ///
  /// ```swift
  /// enum Tab: String { case notes, settings }
  /// @SceneStorage("tab") var tab = Tab.notes
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the scene holds none.
  ///   - key: The key in the scene's store.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: RawCodec())
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Keeps an optional `Bool`; `nil` removes the key.
  ///
  /// - Parameter key: The key in the scene's store.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: OptionalCodec())
  }

  /// Keeps an optional `Int`; `nil` removes the key.
  ///
  /// - Parameter key: The key in the scene's store.
  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: OptionalCodec())
  }

  /// Keeps an optional `Double`; `nil` removes the key.
  ///
  /// - Parameter key: The key in the scene's store.
  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: OptionalCodec())
  }

  /// Keeps an optional `String`; `nil` removes the key.
  ///
  /// - Parameter key: The key in the scene's store.
  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: OptionalCodec())
  }

  /// Keeps an optional `URL`; `nil` removes the key.
  ///
  /// - Parameter key: The key in the scene's store.
  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: OptionalCodec())
  }

  /// Keeps optional `Data`; `nil` removes the key.
  ///
  /// - Parameter key: The key in the scene's store.
  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: OptionalCodec())
  }
}
