/// How an operator holds its downstream subscriber: strongly while the stream runs, and after the
/// end only weakly, so that what a misbehaving upstream sends after the end still reaches a
/// downstream someone else keeps alive (as in Combine, whose operators never let go of theirs),
/// while the operator itself keeps nothing alive (DESIGN §3).
///
/// A downstream that is not a class cannot be held weakly: after the end it is dropped.
struct DownstreamHold<Downstream> {
  private var strong: Downstream?
  private weak var weak: AnyObject?

  init(_ downstream: Downstream) {
    strong = downstream
  }

  /// The downstream, while it is held or (after the end) still alive.
  var current: Downstream? {
    if let strong { return strong }
    return weak as? Downstream
  }

  /// The end: from now on the downstream is only referred to weakly.
  ///
  /// Returns the strong
  /// reference given up, for the caller to drop once it holds no lock.
  mutating func weaken() -> Downstream? {
    guard let strong else { return nil }
    if Downstream.self is AnyObject.Type { weak = strong as AnyObject }
    self.strong = nil
    return strong
  }

  /// Lets go of the downstream altogether (a cancel).
  ///
  /// Returns the strong reference given up,
  /// for the caller to drop once it holds no lock.
  mutating func release() -> Downstream? {
    defer {
      strong = nil
      weak = nil
    }
    return strong
  }
}
