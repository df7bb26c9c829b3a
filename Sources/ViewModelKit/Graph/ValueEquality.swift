/// Compares view inputs as SwiftUI does: `==` for `Equatable` values, field by field otherwise;
/// objects by identity; closures never equal.
///
/// The rule for each type is worked out once (``ValueComparers``) and then applied to the values
/// in place; `Mirror` compares only what has no rule (enums that are not `Equatable`). A stored
/// property that holds an object compares by identity even when the object's class is
/// `Equatable`, as its storage may be a `weak` or `unowned` reference.
enum ValueEquality {
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    let type = Swift.type(of: lhs)
    guard type == Swift.type(of: rhs) else { return false }
    guard let compare = ValueComparers.comparer(for: type) else { return reflectedEqual(lhs, rhs) }
    return StoredFields.withAddresses(of: lhs, rhs, compare)
  }

  /// Compares with `Mirror`: the rule for values that have no comparer.
  private static func reflectedEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let comparable = lhs as? any InputComparable { return comparable.isSameInput(as: rhs) }
    if let equatable = lhs as? any Equatable { return isEqual(equatable, rhs) }
    let left = Mirror(reflecting: lhs)
    switch left.displayStyle {
    case .class:
      return (lhs as AnyObject) === (rhs as AnyObject)
    case .struct, .tuple:
      return childrenEqual(left, Mirror(reflecting: rhs))
    case .enum, .optional:
      let right = Mirror(reflecting: rhs)
      if left.children.isEmpty && right.children.isEmpty {
        return String(describing: lhs) == String(describing: rhs)
      }
      let sameCase = left.children.first?.label == right.children.first?.label
      return sameCase && childrenEqual(left, right)
    default:
      // Functions and other opaque values: never equal, so a closure input always counts as new.
      return false
    }
  }

  private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }

  private static func childrenEqual(_ left: Mirror, _ right: Mirror) -> Bool {
    guard left.children.count == right.children.count else { return false }
    for (a, b) in zip(left.children, right.children) where !equal(a.value, b.value) {
      return false
    }
    return true
  }
}

/// A stored property of a view that decides itself whether a new view value brings a new input:
/// the dynamic properties (state is not an input; a binding is the same input when it points to
/// the same place; an observed object when it is the same object).
protocol InputComparable {
  func isSameInput(as other: Any) -> Bool
}

extension State: InputComparable {
  func isSameInput(as other: Any) -> Bool { true }
}

extension Binding: InputComparable {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return location.isSameLocation(as: other.location)
  }
}
