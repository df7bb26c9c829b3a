/// A trigger value of any `Equatable` type, compared with the value it replaces.
struct AnimatorTrigger: Equatable {
  let value: any Equatable

  static func == (lhs: AnimatorTrigger, rhs: AnimatorTrigger) -> Bool {
    lhs.value.isEqual(to: rhs.value)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Equatable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
