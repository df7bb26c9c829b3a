/// A placeholder is the same input as another when it stands for the same view (or both for
/// none), so that an animator's content closure, called again with an unchanged placeholder,
/// does not update the view the placeholder stands for.
///
/// Its content is an optional existential, which a field-by-field comparison would treat as a
/// possibly weak reference and compare bit by bit (including the unused words of a boxed value).
extension PlaceholderContentView: InputComparable {
  nonisolated func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    // Views are compared on the main actor, by the update pass.
    return MainActor.assumeIsolated {
      switch (content, other.content) {
      case (nil, nil): true
      case (let lhs?, let rhs?): ValueEquality.equal(lhs, rhs)
      default: false
      }
    }
  }
}
