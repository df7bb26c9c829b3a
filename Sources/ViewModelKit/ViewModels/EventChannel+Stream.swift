extension EventChannel {
  /// The channel's events as an async sequence, for a `.task { for await … }` loop; the changes
  /// the loop's body makes for an event carry the transaction the event was sent with.
  ///
  /// Beyond SwiftUI, where a value that reaches a `for await` loop has lost its `withAnimation`.
  /// Each loop is one subscriber, and events are buffered until the loop asks for them. (The
  /// `values` that every publisher has gives the events too, without their transactions.)
  ///
  /// ```swift
  /// Rectangle().frame(width: width)
  ///   .task {
  ///     for await event in model.events.stream {
  ///       width = event == .collapse ? 200 : 390  // animates with the event's animation
  ///     }
  ///   }
  /// ```
  public var stream: Stream { Stream(channel: self) }

  /// An async sequence of a channel's events; see ``EventChannel/stream``.
  public struct Stream: AsyncSequence, Sendable {
    public typealias Element = Event
    public typealias Failure = Never

    let channel: EventChannel<Event>

    public func makeAsyncIterator() -> Iterator {
      let (stream, continuation) = AsyncStream.makeStream(of: Delivery.self)
      let cancellable = channel.sink { event in
        continuation.yield(Delivery(event: event, transaction: Transaction.current))
      }
      let subscription = UncheckedSendable(value: cancellable)
      continuation.onTermination = { _ in subscription.value.cancel() }
      return Iterator(base: stream.makeAsyncIterator())
    }

    /// Gives the events in the order they were sent.
    public struct Iterator: AsyncIteratorProtocol {
      var base: AsyncStream<Delivery>.Iterator

      public mutating func next() async -> Event? {
        DeliveredTransaction.current?.transaction = nil
        guard let delivery = await base.next() else { return nil }
        DeliveredTransaction.current?.transaction = delivery.transaction
        return delivery.event
      }
    }

    /// An event with the transaction current where it was sent.
    struct Delivery: @unchecked Sendable {
      // Handed from the sending thread to the loop once; never shared.
      let event: Event
      let transaction: Transaction
    }
  }
}
