extension UTType {
  /// Whether the type is `type` or conforms to it through its parents.
  ///
  /// ```swift
  /// UTType.json.conforms(to: .text)  // true: public.json → public.text
  /// UTType.text.conforms(to: .json)  // false
  /// ```
  ///
  /// - Parameter type: The type to test against.
  /// - Returns: `true` when this type is `type` or one of its subtypes.
  public func conforms(to type: UTType) -> Bool {
    self == type || declaration.ancestors().contains(type.identifier)
  }

  /// Whether `type` conforms to this type and is not this type.
  ///
  /// - Parameter type: The type to test.
  /// - Returns: `true` when `type` is a strict subtype of this type.
  public func isSupertype(of type: UTType) -> Bool {
    self != type && type.conforms(to: self)
  }

  /// Whether this type conforms to `type` and is not `type`.
  ///
  /// - Parameter type: The type to test against.
  /// - Returns: `true` when this type is a strict subtype of `type`.
  public func isSubtype(of type: UTType) -> Bool {
    self != type && conforms(to: type)
  }

  /// Every type this type conforms to, itself excluded.
  ///
  /// ```swift
  /// UTType.png.supertypes  // [.image, .data, .content, .item]
  /// ```
  public var supertypes: Set<UTType> {
    Set(declaration.ancestors().compactMap(UTType.init))
  }
}
