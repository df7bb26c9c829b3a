/// Matches `withAnimation` completions to the animations their transaction started: each
/// completion gets a token that every such animation reports when it completes (logically, or
/// when removed); the completion is due when all its animations have reported, or right after
/// the update when the transaction started none.
@MainActor
struct CompletionTracker {
  private var nextToken = 0
  private var outstanding: [Int: (completion: AnimationCompletion, remaining: Int)] = [:]

  /// The tokens of one pass's completions, and the items whose animations they wait for.
  @MainActor
  final class Tokens {
    var logical: [Int] = []
    var removal: [Int] = []
    private var touched: [Int: RenderItem] = [:]

    /// Notes that `item` started or joined an animation in this pass.
    func add(to item: RenderItem) {
      guard !logical.isEmpty || !removal.isEmpty else { return }
      touched[item.id] = item
    }

    /// Registers the tokens with the animating properties of every touched item; returns how
    /// many animations each token waits for.
    func register() -> Int {
      var count = 0
      for item in touched.values {
        item.addListeners(logical: logical, removal: removal)
        count += item.animatingCount
      }
      return count
    }
  }

  private var pending: [Int: AnimationCompletion] = [:]
  /// Every completion a pass has taken charge of.
  private var seen = Set<ObjectIdentifier>()
  /// Completions due right after the update (their transaction started no animation).
  private(set) var dueNow: [AnimationCompletion] = []

  mutating func begin(_ completions: [AnimationCompletion]) -> Tokens {
    let tokens = Tokens()
    for completion in completions where seen.insert(ObjectIdentifier(completion)).inserted {
      nextToken += 1
      pending[nextToken] = completion
      switch completion.criteria {
      case .removed: tokens.removal.append(nextToken)
      default: tokens.logical.append(nextToken)
      }
    }
    return tokens
  }

  mutating func finish(_ tokens: Tokens, animations: Int) {
    let count = animations == 0 ? 0 : tokens.register()
    for token in tokens.logical + tokens.removal {
      guard let completion = pending.removeValue(forKey: token) else { continue }
      if count == 0 {
        dueNow.append(completion)
      } else {
        outstanding[token] = (completion, count)
      }
    }
  }

  /// The completions whose animations have all reported.
  mutating func report(logical: [Int], removed: [Int]) -> [AnimationCompletion] {
    // Most frames complete nothing.
    if logical.isEmpty, removed.isEmpty, dueNow.isEmpty { return [] }
    var due = dueNow
    dueNow = []
    for token in logical + removed {
      guard var entry = outstanding[token] else { continue }
      entry.remaining -= 1
      if entry.remaining <= 0 {
        outstanding[token] = nil
        due.append(entry.completion)
      } else {
        outstanding[token] = entry
      }
    }
    return due
  }

  /// Completions whose transaction made no update at all: due now.
  mutating func unclaimed(_ completions: [AnimationCompletion]) -> [AnimationCompletion] {
    completions.filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// Completions due right after the update, taken.
  mutating func takeDueNow() -> [AnimationCompletion] {
    defer { dueNow = [] }
    return dueNow
  }
}
