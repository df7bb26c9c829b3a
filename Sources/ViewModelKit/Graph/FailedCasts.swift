/// Casts to a protocol that remember, per dynamic type, the ones that failed.
///
/// A cast to a protocol that the value's type does not conform to searches the runtime's
/// conformance records every time; the passes ask such questions of every node (is this
/// modifier a layout modifier? an appearance action?), and most answers are no. A failed
/// answer is kept here per type, so that it costs a set lookup the next time.
@MainActor
enum FailedCasts {
  /// `value as? Target`, skipped when it failed before for a value of the same type.
  static func cast<Target>(_ value: Any, to target: Target.Type) -> Target? {
    let key = Key(source: ObjectIdentifier(type(of: value)), target: ObjectIdentifier(target))
    if failed.contains(key) { return nil }
    if let result = value as? Target { return result }
    failed.insert(key)
    return nil
  }

  private struct Key: Hashable {
    let source: ObjectIdentifier
    let target: ObjectIdentifier
  }

  private static var failed = Set<Key>()
}
