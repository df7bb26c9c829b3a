/// A key for a value a subview gives its custom ``Layout`` container.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///   static let defaultValue = 0
/// }
///
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// // In the layout: subview[Rank.self]  // 1
/// ```
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Self.Value { get }
}

/// Sets a ``LayoutValueKey``'s value on the view: `layoutValue(key:value:)`.
public struct _LayoutValueModifier<Key: LayoutValueKey>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let value: Key.Value
}

extension View {
  /// Gives the view a value its custom ``Layout`` container reads through the subview's proxy.
  ///
  /// The value is seen through the modifiers applied after it (`padding`, `frame`…), up to the
  /// container.
  ///
  /// ```swift
  /// Text("Pinned").layoutValue(key: Rank.self, value: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The value.
  /// - Returns: The view with the value.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_LayoutValueModifier<K>(value: value))
  }
}

extension _LayoutValueModifier: LayoutModifier {
  var layoutKind: LayoutKind { .layoutValue(LayoutValueEntry(key: Key.self, value: value)) }
}

/// A layout value a subview carries, in its box's kind: a new value invalidates the box, so the
/// container lays out again.
package struct LayoutValueEntry: Hashable, @unchecked Sendable {
  // Made and read on the main actor, by the view layer and the layout engine.
  let key: ObjectIdentifier
  let value: Any

  init<K: LayoutValueKey>(key: K.Type, value: K.Value) {
    self.key = ObjectIdentifier(key)
    self.value = value
  }

  package static func == (lhs: LayoutValueEntry, rhs: LayoutValueEntry) -> Bool {
    lhs.key == rhs.key && ValueEquality.equal(lhs.value, rhs.value)
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension LayoutBox {
  /// The value for `key` set on this box or under the modifiers wrapping its view, if any.
  func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
    var box = self
    while true {
      if case .layoutValue(let entry) = box.kind, entry.key == ObjectIdentifier(key) {
        return entry.value as? K.Value
      }
      guard let content = box.modifiedContent else { return nil }
      box = content
    }
  }

  /// The box a modifier's box wraps (its content, under a background or overlay), or `nil`
  /// for a view that is not a modifier.
  private var modifiedContent: LayoutBox? {
    switch kind {
    case .passthrough, .frame, .flexibleFrame, .padding, .layoutPriority, .fixedSize,
      .aspectRatio, .position, .alignmentGuide, .containerRelativeFrame, .layoutValue,
      .safeAreaIgnoring, .listRowInsets, .listRowSeparator, .gridCellColumns,
      .gridColumnAlignment:
      children.count == 1 ? children[0] : nil
    case .layered, .safeAreaInset:
      children.first
    default:
      nil
    }
  }
}
