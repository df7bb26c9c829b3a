@_spi(Reflection) import Swift

/// Compares two values of one type in place, given their addresses.
typealias ValueComparer = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

/// How ``ValueEquality`` compares the values of each type, worked out once per type from the
/// type's conformances and stored properties.
///
/// - A dynamic property compares as an input (`InputComparable`), an `Equatable` value with `==`.
/// - A struct or tuple compares field by field, each field by the rule for its declared type.
/// - A field holding a reference (a class, or an optional class or existential, which may be
///   `weak` or `unowned`) compares by identity: its bits, never loaded as a strong reference.
/// - A closure never equals anything, so a closure input always counts as new.
/// - An enum or existential field is compared as a value of its dynamic type.
///
/// A type with no rule (an enum that is not `Equatable`, a top-level existential) has no
/// comparer; ``ValueEquality`` compares its values with `Mirror`.
enum ValueComparers {
  /// A comparer shared across threads: it only reads the values it is given and the immutable
  /// offsets and comparers it captured.
  private struct Shared: @unchecked Sendable {
    let compare: ValueComparer?
  }

  private static let cache = Locked<[ObjectIdentifier: Shared]>([:])

  /// The comparer of `type`, or `nil` when its values are compared with `Mirror`.
  static func comparer(for type: Any.Type) -> ValueComparer? {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known.compare }
    let made = Shared(compare: make(for: type, asField: false))
    cache.withLock { $0[key] = made }
    return made.compare
  }

  private static func make(for type: Any.Type, asField: Bool) -> ValueComparer? {
    if let input = type as? any InputComparable.Type { return input.sameInputComparer }
    if asField, type == (any View).self { return compareViews }
    let kind = Self.kind(of: type)
    if asField, let identity = identityComparer(for: type, kind: kind) { return identity }
    if let equatable = type as? any Equatable.Type { return equatable.equalityComparer }
    switch kind {
    case .class, .foreignClass, .metatype, .existentialMetatype:
      return bitwise(type)
    case .struct, .tuple:
      return fieldwise(type)
    case .function:
      return { _, _ in false }
    case .enum, .optional, .existential:
      return asField ? dynamic(type) : nil
    default:
      return nil
    }
  }

  /// The identity comparer of a field whose storage may be a `weak` or `unowned` reference.
  private static func identityComparer(
    for type: Any.Type,
    kind: _MetadataKind
  ) -> ValueComparer? {
    switch kind {
    case .class, .foreignClass:
      return bitwise(type)
    case .optional:
      guard let wrapped = (type as? any OptionalMarker.Type)?.wrappedType else { return nil }
      let wrappedKind = Self.kind(of: wrapped)
      let isReference = [.class, .foreignClass, .existential].contains(wrappedKind)
      return isReference ? bitwise(type) : nil
    default:
      return nil
    }
  }

  private static func fieldwise(_ type: Any.Type) -> ValueComparer? {
    var compared: [(offset: Int, compare: ValueComparer)] = []
    for field in StoredFields.of(type) {
      guard let compare = make(for: field.type, asField: true) else { return nil }
      compared.append((field.offset, compare))
    }
    let fields = compared
    return { lhs, rhs in
      for field in fields where !field.compare(lhs + field.offset, rhs + field.offset) {
        return false
      }
      return true
    }
  }

  /// Compares two `any View` fields (an `AnyView`'s content, a screen's view) by opening the
  /// left one, so that neither is copied into an `Any` first.
  private static func compareViews(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    let left = lhs.assumingMemoryBound(to: (any View).self).pointee
    let right = rhs.assumingMemoryBound(to: (any View).self).pointee
    guard Swift.type(of: left) == Swift.type(of: right) else { return false }
    func open<V: View>(_ left: V) -> Bool {
      guard let right = right as? V else { return false }
      guard let compare = comparer(for: V.self) else { return ValueEquality.equal(left, right) }
      return withUnsafePointer(to: left) { leftAddress in
        withUnsafePointer(to: right) {
          compare(UnsafeRawPointer(leftAddress), UnsafeRawPointer($0))
        }
      }
    }
    return _openExistential(left, do: open)
  }

  private static func bitwise(_ type: Any.Type) -> ValueComparer {
    let size = opened(type).size
    return { lhs, rhs in
      UnsafeRawBufferPointer(start: lhs, count: size)
        .elementsEqual(UnsafeRawBufferPointer(start: rhs, count: size))
    }
  }

  private static func dynamic(_ type: Any.Type) -> ValueComparer {
    let opened = opened(type)
    return { lhs, rhs in ValueEquality.equal(opened.load(lhs), opened.load(rhs)) }
  }

  /// The kind of `type` as the runtime sees it (a struct, an enum, a class …).
  static func kind(of type: Any.Type) -> _MetadataKind {
    func probe<T>(_: T.Type) -> _MetadataKind {
      var kind = _MetadataKind.unknown
      _forEachField(of: KindProbe<T>.self) { _, _, _, fieldKind in
        kind = fieldKind
        return false
      }
      return kind
    }
    return _openExistential(type, do: probe)
  }

  private static func opened(_ type: Any.Type) -> any OpenedType.Type {
    func open<T>(_: T.Type) -> any OpenedType.Type { TypeBox<T>.self }
    return _openExistential(type, do: open)
  }
}

/// A struct whose one field has the type to probe: the runtime reports the field's kind.
private struct KindProbe<T> {
  var value: T
}

/// A type known only at run time, opened for loading and measuring its values.
private protocol OpenedType {
  static var size: Int { get }
  static func load(_ address: UnsafeRawPointer) -> Any
}

private enum TypeBox<T>: OpenedType {
  static var size: Int { MemoryLayout<T>.size }
  static func load(_ address: UnsafeRawPointer) -> Any {
    address.assumingMemoryBound(to: T.self).pointee
  }
}

/// Gives the wrapped type of an optional type.
private protocol OptionalMarker {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalMarker {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

extension Equatable {
  fileprivate static var equalityComparer: ValueComparer {
    { lhs, rhs in
      lhs.assumingMemoryBound(to: Self.self).pointee
        == rhs.assumingMemoryBound(to: Self.self).pointee
    }
  }
}

extension InputComparable {
  fileprivate static var sameInputComparer: ValueComparer {
    { lhs, rhs in
      lhs.assumingMemoryBound(to: Self.self).pointee
        .isSameInput(as: rhs.assumingMemoryBound(to: Self.self).pointee)
    }
  }
}
