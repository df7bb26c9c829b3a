/// Why a view's body was evaluated, by the rule of the lesson this project came from.
///
/// ```swift
/// let report = host.measure("panel-opened") { try? host.tap("Details") }
/// report.recomputed.first?.cause  // .local
/// ```
public enum UpdateCause: String, Sendable, Hashable, CaseIterable {
  /// The view reads a state slot it owns, and that slot changed.
  case local
  /// The view's input changed: its parent produced a different value for it, or it reads,
  /// through a binding, a state slot owned by an ancestor.
  case parent
  /// An object the view holds as `@ObservedObject`, `@StateObject` or `@EnvironmentObject` sent
  /// `objectWillChange`.
  case observed
  /// An environment key the view read changed.
  case environment
  /// The view was inserted: a new identity.
  case identity
}

/// One body evaluation, as the host's update log records it.
///
/// ```swift
/// for record in host.updates { print(record.view, record.cause, record.transaction.animation) }
/// ```
public struct UpdateRecord: Sendable {
  /// The view's type name, unqualified and without generic arguments.
  public let view: String
  /// The view's identity: its path of child keys from the root.
  public var path: String { identity.description }
  /// The path, spelled out when read.
  let identity: IdentityPath
  /// Why the body was evaluated.
  public let cause: UpdateCause
  /// The transaction of the update pass, as it reached this view.
  public let transaction: Transaction
  /// The number of the update pass, counted from 1 since the host was created.
  public let pass: Int
  /// Whether the view is a user-defined view (the change reports list only those).
  public let isUserDefined: Bool
}
