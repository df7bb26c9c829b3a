// The mirrors of the one-in, at-most-one-out operators, with the children Combine shows for
// each: most show none; some show their downstream and the state they carry.

extension TransformSubscription: CombineReflecting {
  @usableFromInline var reflectedChildren: [Mirror.Child] {
    let (downstream, upstream) = state.linkSnapshot()
    switch recipe.name {
    case "TryFilter", "TryCompactMap", "PrefixWhile", "TryPrefixWhile":
      return [("downstream", reflected(downstream))]
    case "RemoveDuplicates", "TryRemoveDuplicates":
      return [("downstream", reflected(downstream)), ("last", context)]
    case "TryScan":
      return [
        ("downstream", reflected(downstream)), ("status", upstream.reflectedStatus),
        ("result", context),
      ]
    case "CollectByCount":
      return [
        ("downstream", reflected(downstream)), ("upstreamSubscription", reflected(upstream.active)),
        ("buffer", context), ("count", recipe.demandScale),
      ]
    case "Encode", "Decode":
      return [
        ("downstream", reflected(downstream)), ("finished", upstream.isTerminal),
        ("upstreamSubscription", reflected(upstream.active)),
      ]
    default:
      return []
    }
  }
}

extension ReduceSubscription: CombineReflecting {
  @usableFromInline var reflectedChildren: [Mirror.Child] {
    let (downstream, upstream) = state.linkSnapshot()
    switch recipe.name {
    case "Collect":
      return [("count", Mirror(reflecting: context).children.count)]
    case "ReplaceEmpty":
      return []
    default:
      return [
        ("downstream", reflected(downstream)), ("result", context), ("initial", recipe.context),
        ("status", upstream.reflectedStatus),
      ]
    }
  }
}

extension SubscriptionStatus {
  /// The status as a mirror shows it.
  var reflectedStatus: Any {
    switch self {
    case .awaiting: "awaitingSubscription"
    case .subscribed(let subscription): "subscribed(\(subscription))"
    case .terminal: "terminal"
    }
  }

  /// Whether the link has ended.
  var isTerminal: Bool {
    if case .terminal = self { return true }
    return false
  }
}

extension Locked where State: TransformLinkState {
  /// The downstream and the upstream's status, for a mirror.
  func linkSnapshot() -> (State.Downstream?, SubscriptionStatus) {
    withLock { ($0.downstream, $0.upstream) }
  }
}
