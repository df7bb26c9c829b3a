/// The behaviour a drop delegate proposes for a drop: its operation.
///
/// ```swift
/// func dropUpdated(info: DropInfo) -> DropProposal? {
///   DropProposal(operation: .move)
/// }
/// ```
///
/// Apple's `init(withinApplication:outsideApplication:)` is absent: a ``ViewHost`` drags within
/// the app only.
public struct DropProposal: Sendable {
  /// The operation the drop proposes to perform.
  public let operation: DropOperation

  /// Creates a proposal of `operation`.
  ///
  /// - Parameter operation: The operation the drop would perform.
  public init(operation: DropOperation) {
    self.operation = operation
  }
}
