/// A built-in modifier: the runtime applies it through these hooks instead of a body.
///
/// Lifecycle hooks run after the update pass that inserted, updated or removed the node, outside
/// the update, in the order the nodes were visited (innermost first).
@MainActor
protocol PrimitiveModifier {
  /// The key of the modified content: `.content`, or the explicit identity of `.id(_:)`.
  var childKey: ChildKey { get }
  /// What this modifier writes into the environment, compared to tell whether the content's
  /// environment changed; `nil` when it writes nothing.
  var environmentSignature: Any? { get }
  func transform(environment: inout EnvironmentValues)
  func transform(transaction: inout Transaction, node: ViewNode)
  func didInsert(node: ViewNode)
  func didUpdate(node: ViewNode)
  func willRemove(node: ViewNode)
  /// A view drawn behind (`background`) or over (`overlay`) the content, sized to it.
  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? { get }
}

extension PrimitiveModifier {
  var childKey: ChildKey { .content }
  var environmentSignature: Any? { nil }
  func transform(environment: inout EnvironmentValues) {}
  func transform(transaction: inout Transaction, node: ViewNode) {}
  func didInsert(node: ViewNode) {}
  func didUpdate(node: ViewNode) {}
  func willRemove(node: ViewNode) {}
  var layer: (view: any View, alignment: Alignment, isBehind: Bool)? { nil }
}

/// The child key of a modifier's layer (`background`/`overlay`).
extension ChildKey {
  static var layer: ChildKey { .index(-1) }
}
