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
/// `AnyCancellable` is `Sendable`: its cancel action is held under the module's lock and runs at
/// most once, on the thread that cancels (or that releases the last reference).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  // The action lives in a `Locked` value and runs outside the lock.
  private let action: Locked<Action>

  /// What cancelling does: a closure, or a wrapped cancellable kept as itself.
  ///
  /// A struct, because a function type held directly by `Locked` would be reabstracted on every
  /// `inout` access in optimised code; keeping the cancellable itself saves allocating a closure
  /// per subscription.
  private struct Action {
    var closure: (() -> Void)?
    var cancellable: (any Cancellable)?
  }

  /// Creates a cancellable that runs `cancel` once, when cancelled or deinitialised.
  ///
  /// ```swift
  /// let token = AnyCancellable { print("cancelled") }
  /// token.cancel()  // Prints "cancelled"
  /// ```
  ///
  /// - Parameter cancel: The action to run.
  public init(_ cancel: @escaping () -> Void) {
    action = Locked(Action(closure: cancel))
  }

  /// Creates a cancellable that cancels `canceller` when cancelled or deinitialised.
  ///
  /// ```swift
  /// let token = AnyCancellable(subscriber)
  /// ```
  ///
  /// - Parameter canceller: The cancellable to wrap.
  public init<C: Cancellable>(_ canceller: C) {
    action = Locked(Action(cancellable: canceller))
  }

  deinit {
    cancel()
  }

  public func cancel() {
    let action = action.withLock { action in
      defer { action = Action() }
      return action
    }
    action.closure?()
    action.cancellable?.cancel()
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
