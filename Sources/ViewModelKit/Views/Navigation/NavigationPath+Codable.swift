import Foundation

extension NavigationPath {
  /// A serializable form of a ``NavigationPath`` whose values are all `Codable`, to save and
  /// restore the screens a person had open.
  ///
  /// Encoded as SwiftUI does in spirit: a flat list of strings, from the last pushed value to
  /// the first, each value as its type's name followed by its JSON.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(path.codable)
  /// let restored = NavigationPath(
  ///   try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
  /// ```
  public struct CodableRepresentation: Codable, Equatable {
    var elements: [(typeName: String, json: String)]

    init(elements: [(typeName: String, json: String)]) {
      self.elements = elements
    }

    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var reversed: [(typeName: String, json: String)] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        let json = try container.decode(String.self)
        reversed.append((typeName, json))
      }
      elements = reversed.reversed()
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements.reversed() {
        try container.encode(element.typeName)
        try container.encode(element.json)
      }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.elements.elementsEqual(rhs.elements) { $0.typeName == $1.typeName && $0.json == $1.json }
    }
  }

  /// The path in serializable form, or `nil` when a value in it is not `Codable`.
  public var codable: CodableRepresentation? {
    var encoded: [(typeName: String, json: String)] = []
    for element in elements {
      guard let entry = element.encoded else { return nil }
      encoded.append(entry)
    }
    return CodableRepresentation(elements: encoded)
  }

  /// Restores a path from its serializable form.
  ///
  /// A value whose type this program does not know, or whose JSON does not decode, ends the
  /// restored path there (the values before it are kept), and a runtime warning says so.
  ///
  /// - Parameter codable: The representation.
  public init(_ codable: CodableRepresentation) {
    self.init()
    for entry in codable.elements {
      guard let value = CodableElements.decode(entry) else {
        Diagnostics.warn(
          "NavigationPath could not restore a value of type \(entry.typeName) from \(entry.json); "
            + "the path ends before it."
        )
        return
      }
      elements.append(Element(value: value, encoded: entry))
    }
  }
}

/// Encodes and decodes path values by their type's name.
enum CodableElements {
  typealias Value = Hashable & Codable

  static func encode<V: Value>(_ value: V) -> (typeName: String, json: String)? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(value), let json = String(data: data, encoding: .utf8)
    else { return nil }
    return (_mangledTypeName(V.self) ?? _typeName(V.self), json)
  }

  static func decode(_ entry: (typeName: String, json: String)) -> AnyHashable? {
    guard let type = _typeByName(entry.typeName) as? any Value.Type else { return nil }
    return decode(type, json: entry.json)
  }

  private static func decode<V: Value>(_ type: V.Type, json: String) -> AnyHashable? {
    guard let value = try? JSONDecoder().decode(V.self, from: Data(json.utf8)) else { return nil }
    return AnyHashable(value)
  }
}

extension CodableElements {
  /// Encodes a value whose type is known only at run time, when it is `Codable`.
  static func encode(any value: Any) -> (typeName: String, json: String)? {
    guard let codable = value as? any Value else { return nil }
    return encode(codable)
  }
}
