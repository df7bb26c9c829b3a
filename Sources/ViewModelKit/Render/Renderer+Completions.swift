/// The completions of animations that the renderer reports to the host.
extension Renderer {
  /// Of the completions of transactions that ran, those no update took charge of.
  func unclaimedCompletions(_ completions: [AnimationCompletion]) -> [AnimationCompletion] {
    self.completions.unclaimed(completions)
  }

  /// The completions that became due right after an update (no animation started).
  func takeDueCompletions() -> [AnimationCompletion] {
    completions.takeDueNow()
  }
}
