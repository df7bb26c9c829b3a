// What Combine's one-in operators do with an event that arrives before their upstream's
// subscription, where they differ from one another: most drop it, three pass a completion on, and
// the filtering ones trap.

extension TransformRecipe {
  /// Whether Combine's operator passes on a completion that arrives before its subscription.
  @usableFromInline var passesEarlyCompletion: Bool {
    ["CollectByCount", "Encode", "Decode"].contains(name)
  }
}

extension TransformRecipe {
  /// Traps, as Combine's filtering operators do, when `event` arrives before the upstream's
  /// subscription: a broken upstream or a misuse of the subscription.
  @usableFromInline func trapIfEarly(_ event: String) {
    let filters = [
      "TryFilter", "TryCompactMap", "PrefixWhile", "TryPrefixWhile", "RemoveDuplicates",
      "TryRemoveDuplicates",
    ]
    precondition(
      !filters.contains(name),
      "\(name) received \(event) before its upstream's subscription"
    )
  }
}
