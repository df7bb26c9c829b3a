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
  /// Whether this is one of Combine's filtering operators, which trap on an event before their
  /// subscription and treat a cancel before it as final.
  @usableFromInline var isStrictAboutOrder: Bool {
    [
      "TryFilter", "TryCompactMap", "PrefixWhile", "TryPrefixWhile", "RemoveDuplicates",
      "TryRemoveDuplicates",
    ]
    .contains(name)
  }

  /// Traps, as Combine's filtering operators do, when `event` arrives before the upstream's
  /// subscription: a broken upstream or a misuse of the subscription.
  @usableFromInline func trapIfEarly(_ event: String) {
    precondition(
      !isStrictAboutOrder,
      "\(name) received \(event) before its upstream's subscription"
    )
  }
}
