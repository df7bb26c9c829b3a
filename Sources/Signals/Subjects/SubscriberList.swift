/// A subject's subscribers in subscription order, with removal in logarithmic time.
///
/// Each conduit gets an increasing number when it is added, so the list stays sorted by it and a
/// removal finds its entry by binary search and leaves a hole; the holes are squeezed out once
/// they are half the list. Removing every one of a million subscribers is then linear rather than
/// quadratic (a search and a shift per removal).
///
/// It holds the conduits as `AnyObject` so that it is not generic: a cancel reaches it through
/// unspecialised code, where a generic list would look up its metadata on every removal. The
/// subject casts back with `unsafeDowncast`, which costs nothing.
@usableFromInline
struct SubscriberList {
  @usableFromInline
  struct Entry {
    let order: Int
    @usableFromInline var conduit: AnyObject?
  }

  /// The entries in subscription order; a removed subscriber leaves a `nil` conduit.
  @usableFromInline private(set) var entries: [Entry] = []
  private(set) var nextOrder = 0
  private var holes = 0

  init() {}

  /// The number the next added conduit gets.
  @usableFromInline
  var upcomingOrder: Int { nextOrder }

  /// Adds a conduit made with `upcomingOrder`.
  @usableFromInline
  mutating func append(_ conduit: AnyObject, order: Int) {
    precondition(order == nextOrder, "SubscriberList: conduit added out of order")
    entries.append(Entry(order: order, conduit: conduit))
    nextOrder += 1
  }

  /// Removes and returns the conduit numbered `order`, if it is still listed.
  mutating func remove(order: Int) -> AnyObject? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].order < order { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count, entries[low].order == order,
      let conduit = entries[low].conduit
    else { return nil }
    if low == entries.count - 1 {
      entries.removeLast()
      return conduit
    }
    entries[low].conduit = nil
    holes += 1
    if holes > 16, holes * 2 > entries.count {
      entries.removeAll { $0.conduit == nil }
      holes = 0
    }
    return conduit
  }

  /// Every listed conduit, in subscription order.
  var conduits: [AnyObject] {
    entries.compactMap(\.conduit)
  }

  /// Removes every conduit.
  mutating func removeAll() {
    entries = []
    holes = 0
  }
}
