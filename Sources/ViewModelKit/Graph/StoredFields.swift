@_spi(Reflection) import Swift

/// A stored property of a struct: its position among the struct's stored properties, its name,
/// its byte offset and its declared type.
struct StoredField {
  let index: Int
  let name: String
  let offset: Int
  let type: Any.Type
  /// Whether the declared type is a struct (so its own stored properties can be read the same way).
  let isStruct: Bool
}

/// Reads the stored properties of a struct type from the runtime's field records.
///
/// Unlike `Mirror`, which resolves every child's type by name each time a value is reflected,
/// this reads the layout once, so a caller can cache it per type and then reach a field of any
/// value of the type by its offset.
///
/// Only fields whose declared type the caller knows is stored as itself may be read through an
/// offset: a `weak` or `unowned` reference is reported with its referent's type.
enum StoredFields {
  /// The stored properties of `type` in declaration order; empty for a struct without any.
  static func of(_ type: Any.Type) -> [StoredField] {
    var fields: [StoredField] = []
    _ = _forEachField(of: type) { name, offset, fieldType, kind in
      let index = fields.count
      let label = String(cString: name)
      fields.append(
        StoredField(
          index: index,
          name: label.isEmpty ? "@\(index)" : label,
          offset: offset,
          type: fieldType,
          isStruct: kind == .struct
        )
      )
      return true
    }
    return fields
  }

  /// Calls `body` with the address of the value inside `value`, opened to its dynamic type (an
  /// existential holding another existential is looked through).
  static func withAddress<Result>(
    of value: Any,
    _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    func open<Value>(_: Value.Type) -> Result {
      withUnsafePointer(to: value as! Value) { body(UnsafeRawPointer($0)) }
    }
    return _openExistential(Swift.type(of: value), do: open)
  }

  /// Calls `body` with the addresses of two values of one dynamic type.
  static func withAddresses<Result>(
    of lhs: Any,
    _ rhs: Any,
    _ body: (UnsafeRawPointer, UnsafeRawPointer) -> Result
  ) -> Result {
    func open<Value>(_: Value.Type) -> Result {
      withUnsafePointer(to: lhs as! Value) { left in
        withUnsafePointer(to: rhs as! Value) { right in
          body(UnsafeRawPointer(left), UnsafeRawPointer(right))
        }
      }
    }
    return _openExistential(Swift.type(of: lhs), do: open)
  }
}
