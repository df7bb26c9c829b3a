/// The reflection Combine gives the subscriptions of its operators: a description (the
/// operator's name), the same string as the playground description, and a mirror whose children
/// Combine chose per operator.
///
/// Every conformance computes its children only when a mirror is asked for; nothing of it runs
/// while values flow.
@usableFromInline
protocol CombineReflecting: CustomReflectable, CustomPlaygroundDisplayConvertible,
  CustomStringConvertible
{
  /// The children Combine's mirror shows, labelled and in Combine's order.
  var reflectedChildren: [Mirror.Child] { get }
}

extension CombineReflecting {
  @usableFromInline var customMirror: Mirror { Mirror(self, children: reflectedChildren) }
  @usableFromInline var playgroundDescription: Any { description }
}

/// `value` for a mirror child, or `nil` (shown as "nil") when absent.
func reflected(_ value: Any?) -> Any {
  if let value { return value }
  return Optional<Any>.none as Any
}
