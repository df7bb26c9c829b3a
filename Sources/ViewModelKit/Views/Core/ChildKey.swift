/// What distinguishes a child from its siblings: with the parent's identity, it is the child's
/// identity.
///
/// A changed key is a removal and an insertion, never an update.
enum ChildKey: Hashable, CustomStringConvertible {
  /// The view a user view's body produced.
  case body
  /// A position in a `TupleView`, or in another fixed list of children.
  case index(Int)
  /// A branch of `_ConditionalContent`.
  case branch(Bool)
  /// The content of a present `Optional`.
  case some
  /// An explicit identity: an element of `ForEach`, or the value of `.id(_:)`.
  case id(AnyHashable)
  /// The content of an `AnyView`, keyed by the wrapped type.
  case type(ObjectIdentifier)
  /// The content wrapped by a modifier or container.
  case content

  var description: String {
    switch self {
    case .body: "body"
    case .index(let index): "\(index)"
    case .branch(let branch): branch ? "true" : "false"
    case .some: "some"
    case .id(let id): "id(\(id.base))"
    case .type: "type"
    case .content: "content"
    }
  }
}
