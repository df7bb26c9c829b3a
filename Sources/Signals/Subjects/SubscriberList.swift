/// A subject's subscribers in subscription order, with removal in logarithmic time.
///
/// Each subscriber gets an increasing number when it is added, so the list stays sorted by it and
/// a removal finds its entry by binary search and leaves a hole; the holes are squeezed out once
/// they are half the list. Removing every one of a million subscribers is then linear rather than
/// quadratic (a search and a shift per removal).
///
/// An entry is either a ``SubjectConduit`` (any subscriber) or a ``Subscribers/Sink`` attached
/// directly; the kind is kept in the entry's key, so an entry stays two words. The list holds
/// them as `AnyObject` so that it is not generic: a cancel reaches it through unspecialised code,
/// where a generic list would look up its metadata on every removal. The subject casts back with
/// `unsafeDowncast`, which costs nothing.
@usableFromInline
struct SubscriberList {
  @usableFromInline
  struct Entry {
    /// The subscriber's number times two, plus one for a sink attached directly.
    @usableFromInline let key: Int
    @usableFromInline var subscriber: AnyObject?

    /// The number the subscriber got when it was added.
    var order: Int { key >> 1 }

    /// Whether the subscriber is a ``Subscribers/Sink`` attached without a conduit.
    @inlinable
    var isSink: Bool { key & 1 != 0 }
  }

  /// The entries in subscription order; a removed subscriber leaves a `nil` subscriber.
  @usableFromInline private(set) var entries: [Entry] = []
  private(set) var nextOrder = 0
  private var holes = 0

  init() {
    assert(
      MemoryLayout<Entry>.offset(of: \Entry.subscriber) == MemoryLayout<Int>.size,
      "SubscriberList: forEachSubscriber reads the subscriber after the key"
    )
  }

  /// Calls `body` with each listed subscriber of `entries` (a snapshot), in order, without
  /// retaining it: the snapshot keeps every subscriber alive, and a retain and release per
  /// subscriber per send is a large part of a send's cost.
  ///
  /// The subscriber's reference is read from the entry's memory, after the key, so that reading
  /// it makes no copy.
  @inlinable
  static func forEachSubscriber(
    in entries: [Entry],
    _ body: (_ subscriber: UnsafeRawPointer, _ isSink: Bool) -> Void
  ) {
    entries.withUnsafeBufferPointer { buffer in
      guard let base = UnsafeRawPointer(buffer.baseAddress) else { return }
      for index in 0..<buffer.count {
        let entry = base + index * MemoryLayout<Entry>.stride
        guard
          let subscriber = entry.load(
            fromByteOffset: MemoryLayout<Int>.size,
            as: UnsafeRawPointer?.self
          )
        else { continue }
        body(subscriber, entry.load(as: Int.self) & 1 != 0)
      }
    }
  }

  /// The number the next added subscriber gets.
  @usableFromInline
  var upcomingOrder: Int { nextOrder }

  /// What a subject publishes for a send to read without its lock (see
  /// ``SubjectCore/sole``): ``SubjectSole/empty`` with no subscriber; the address of the only
  /// one, plus ``SubjectSole/sink`` for a sink attached directly; ``SubjectSole/many`` otherwise.
  @usableFromInline
  var sole: UInt {
    switch entries.count - holes {
    case 0:
      return SubjectSole.empty
    case 1:
      // With one subscriber left the holes are few (they are squeezed out at half the list).
      guard let entry = entries.first(where: { $0.subscriber != nil }),
        let subscriber = entry.subscriber
      else { return SubjectSole.empty }
      let address = UInt(bitPattern: Unmanaged.passUnretained(subscriber).toOpaque())
      return address | (entry.isSink ? SubjectSole.sink : 0)
    default:
      return SubjectSole.many
    }
  }

  /// Adds a subscriber numbered with `upcomingOrder`: a conduit, or a sink attached directly.
  @usableFromInline
  mutating func append(_ subscriber: AnyObject, order: Int, isSink: Bool = false) {
    precondition(order == nextOrder, "SubscriberList: subscriber added out of order")
    entries.append(Entry(key: order << 1 | (isSink ? 1 : 0), subscriber: subscriber))
    nextOrder += 1
  }

  /// Removes and returns the subscriber numbered `order`, if it is still listed.
  mutating func remove(order: Int) -> AnyObject? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].order < order { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count, entries[low].order == order,
      let subscriber = entries[low].subscriber
    else { return nil }
    if low == entries.count - 1 {
      entries.removeLast()
      return subscriber
    }
    entries[low].subscriber = nil
    holes += 1
    if holes > 16, holes * 2 > entries.count {
      entries.removeAll { $0.subscriber == nil }
      holes = 0
    }
    return subscriber
  }

  /// Removes every subscriber and returns the entries that were listed, in subscription order.
  mutating func removeAll() -> [Entry] {
    defer {
      entries = []
      holes = 0
    }
    return entries.filter { $0.subscriber != nil }
  }
}

/// The values of ``SubjectCore/sole`` that are not a subscriber's address (an object's address
/// is a nonzero multiple of 16, so its low bits are free).
@usableFromInline
enum SubjectSole {
  /// The subject has two subscribers or more: a send takes a snapshot of the list.
  @inlinable static var many: UInt { 0 }
  /// The subject has no subscriber.
  @inlinable static var empty: UInt { 2 }
  /// Added to the address of a ``Subscribers/Sink`` attached directly (not a conduit).
  @inlinable static var sink: UInt { 1 }
}
