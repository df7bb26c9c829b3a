import Synchronization

/// A type-erased cancellable that cancels when it is deinitialised.
///
/// Keep the `AnyCancellable` that `sink` returns for as long as the subscription should live;
/// store many in a `Set` with `store(in:)`.
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// subject.sink { print($0) }.store(in: &cancellables)
/// ```
///
/// `AnyCancellable` is `Sendable`: its cancel action runs at most once, on the thread that cancels
/// first (or that releases the last reference); an atomic flag decides which.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  // `target` is read and released only by the call that sets `cancelled` (or by `deinit`).

  /// What cancelling cancels: a wrapped cancellable kept as itself, or a closure in a
  /// ``CancelAction``; `nil` once cancelled.
  @exclusivity(unchecked) private var target: (any Cancellable & AnyObject)?
  /// Set by the first cancel.
  private let cancelled = Atomic(false)

  /// Creates a cancellable that runs `cancel` once, when cancelled or deinitialised.
  ///
  /// ```swift
  /// let token = AnyCancellable { print("cancelled") }
  /// token.cancel()  // Prints "cancelled"
  /// ```
  ///
  /// - Parameter cancel: The action to run.
  public init(_ cancel: @escaping () -> Void) {
    target = CancelAction(cancel)
  }

  /// Creates a cancellable that cancels `canceller` when cancelled or deinitialised.
  ///
  /// ```swift
  /// let token = AnyCancellable(subscriber)
  /// ```
  ///
  /// - Parameter canceller: The cancellable to wrap.
  public init<C: Cancellable>(_ canceller: C) {
    target = canceller as? any Cancellable & AnyObject ?? CancelAction(canceller.cancel)
  }

  /// Wraps a cancellable object as itself, with no cast; the form `sink` uses.
  @usableFromInline
  init(object: any Cancellable & AnyObject) {
    target = object
  }

  deinit {
    target?.cancel()
  }

  public func cancel() {
    guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let target = self.target
    self.target = nil
    target?.cancel()
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension AnyCancellable {
  /// Stores this cancellable in a set, so that it lives as long as the set.
  ///
  /// ```swift
  /// subject.sink { print($0) }.store(in: &cancellables)
  /// ```
  ///
  /// - Parameter set: The set to insert into.
  public final func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Stores this cancellable in a collection, so that it lives as long as the collection.
  ///
  /// ```swift
  /// var bag: [AnyCancellable] = []
  /// subject.sink { print($0) }.store(in: &bag)
  /// ```
  ///
  /// - Parameter collection: The collection to append to.
  public final func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }
}

/// A cancel closure in an object, so that ``AnyCancellable`` holds every action in one reference.
private final class CancelAction: Cancellable {
  let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  func cancel() {
    action()
  }
}
