/// When an animation-completion callback fires.
///
/// ```swift
/// withAnimation(.bouncy, completionCriteria: .removed) { scale = 1 } completion: {
///   print("the value is at rest")
/// }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case logicallyComplete
    case removed
  }

  let storage: Storage

  /// When the animations the transaction created logically complete; later animations of the
  /// same values are ignored.
  ///
  /// ```swift
  /// withAnimation(.smooth, completionCriteria: .logicallyComplete) { … } completion: { … }
  /// ```
  public static let logicallyComplete = AnimationCompletionCriteria(storage: .logicallyComplete)

  /// When every animation the transaction created, including merged successors, is removed.
  ///
  /// ```swift
  /// withAnimation(.smooth, completionCriteria: .removed) { … } completion: { … }
  /// ```
  public static let removed = AnimationCompletionCriteria(storage: .removed)
}
