/// A stream of events from a view model to its views that carries, with each event, the
/// transaction current where it was sent (or one given at the send).
///
/// The view receives the events with `onEvent(_:perform:)` (or `onReceive`); its handler runs
/// inside the event's transaction, so a state change it makes animates with the event's
/// animation — also after a hop through `receive(on:)` (a `DispatchQueue` or a `TestScheduler`),
/// where a plain `withAnimation { subject.send() }` loses its animation. One channel with an event
/// enum replaces the seed's pair of subjects and forwarding methods:
///
/// ```swift
/// final class RectangleViewModel: ObservableObject {
///   enum Event { case expand, collapse }
///   @Published var width: CGFloat = .infinity
///   let events = EventChannel<Event>()
///
///   func collapseView() { events.send(.collapse, animation: .spring) }
/// }
///
/// struct RectangleView: View {
///   @ObservedObject var viewModel: RectangleViewModel
///   var body: some View {
///     Rectangle().frame(maxWidth: viewModel.width, maxHeight: 100)
///       .onEvent(viewModel.events) { event in
///         viewModel.width = event == .collapse ? 200 : .infinity  // animates with .spring
///       }
///   }
/// }
/// ```
///
/// An event sent while no view listens is lost, as with a `PassthroughSubject`; the channel logs a
/// runtime warning when that happens. `EventChannel` is `Sendable`: send from any thread.
public final class EventChannel<Event>: Publisher, @unchecked Sendable {
  public typealias Output = Event
  public typealias Failure = Never

  // The subject and the listener count are thread-safe; nothing else is mutable.
  private let subject = PassthroughSubject<Event, Never>()
  private let listeners = Locked(0)
  private let name: String

  /// Creates a channel.
  ///
  /// - Parameter name: How warnings and recordings name the channel; its event type by default.
  public init(name: String? = nil) {
    self.name = name ?? "EventChannel<\(Event.self)>"
  }

  /// Sends an event in the transaction current here (a surrounding `withAnimation` included).
  ///
  /// ```swift
  /// withAnimation(.spring) { events.send(.collapse) }
  /// ```
  ///
  /// - Parameter event: The event.
  public func send(_ event: Event) {
    send(event, transaction: Transaction())
  }

  /// Sends an event with an animation, merged over the transaction current here.
  ///
  /// ```swift
  /// events.send(.collapse, animation: .spring)
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - animation: The animation its changes carry; `nil` for none.
  public func send(_ event: Event, animation: Animation?) {
    send(event, transaction: Transaction(animation: animation))
  }

  /// Sends an event with a transaction, merged over the transaction current here.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - transaction: The transaction its changes carry.
  public func send(_ event: Event, transaction: Transaction) {
    if listeners.withLock({ $0 }) == 0 {
      Diagnostics.warn(
        "\(name) sent \(event) before any view subscribed; the event is lost (an EventChannel, "
          + "like a PassthroughSubject, keeps nothing for later subscribers)."
      )
    }
    let effective = transaction.merged(over: Transaction.current)
    EventRecording.record(channel: name, event: event, transaction: effective)
    TransactionCarrying.carry(transaction) { subject.send(event) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Event, S.Failure == Never {
    listeners.withLock { $0 += 1 }
    let listeners = listeners
    subject
      .handleEvents(receiveCancel: { listeners.withLock { $0 -= 1 } })
      .receive(subscriber: subscriber)
  }
}

extension View {
  /// Runs `action` for each event of a channel (or any publisher), inside the transaction the
  /// event carries.
  ///
  /// It is `onReceive` under a name that says what it is for: a state change made in `action`
  /// animates with the animation the event was sent with, without `withAnimation` in the view.
  ///
  /// ```swift
  /// Rectangle().onEvent(viewModel.events) { event in viewModel.apply(event) }
  /// ```
  ///
  /// - Parameters:
  ///   - events: The channel or publisher.
  ///   - action: What the view does with an event.
  /// - Returns: The view.
  public func onEvent<P: Publisher>(
    _ events: P,
    perform action: @escaping (P.Output) -> Void
  ) -> ModifiedContent<Self, _OnReceiveModifier<P>> where P.Failure == Never {
    onReceive(events, perform: action)
  }
}
