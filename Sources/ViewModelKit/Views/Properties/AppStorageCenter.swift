public import Foundation

/// Tells the views that read a key of a store when an `AppStorage` or a `SceneStorage` writes it.
final class AppStorageCenter: Sendable {
  static let shared = AppStorageCenter()

  /// One observer of a key.
  final class Token: Sendable {
    private let cancelAction: @Sendable () -> Void

    init(cancel: @escaping @Sendable () -> Void) {
      cancelAction = cancel
    }

    func cancel() { cancelAction() }
  }

  private struct Key: Hashable {
    let store: ObjectIdentifier
    let name: String
  }

  private let observers = Locked<[Key: [Int: @Sendable () -> Void]]>([:])
  private let lastObserver = Locked(0)

  /// Calls `action` on the writer's thread after each write of `key` in `store`, until the token
  /// is cancelled.
  func observe(
    store: AnyObject,
    key: String,
    action: @escaping @Sendable () -> Void
  ) -> Token {
    let entry = Key(store: ObjectIdentifier(store), name: key)
    let identity = lastObserver.withLock { last in
      last += 1
      return last
    }
    observers.withLock { $0[entry, default: [:]][identity] = action }
    // The token holds the observers' storage, not a weak reference to the center: a weak
    // reference gives the center (which lives as long as the process) a side table that nothing
    // frees, and LeakSanitizer reports it.
    let observers = observers
    return Token {
      observers.withLock { observers in
        observers[entry]?[identity] = nil
        if observers[entry]?.isEmpty == true { observers[entry] = nil }
      }
    }
  }

  /// Runs the observers of `key` in `store`, outside the lock.
  func post(store: AnyObject, key: String) {
    let entry = Key(store: ObjectIdentifier(store), name: key)
    let actions = observers.withLock { $0[entry].map { Array($0.values) } ?? [] }
    for action in actions { action() }
  }
}

extension EnvironmentValues {
  /// The store of `AppStorage` properties that name none; `defaultAppStorage(_:)` sets it.
  public var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self].store }
    set { self[DefaultAppStorageKey.self] = StoreReference(store: newValue) }
  }
}

/// A store held in the environment.
private struct StoreReference: @unchecked Sendable {
  // UserDefaults is thread-safe.
  let store: UserDefaults?
}

private struct DefaultAppStorageKey: EnvironmentKey {
  static let defaultValue = StoreReference(store: nil)
}

extension View {
  /// Sets the store of the `AppStorage` properties in this view that name none.
  ///
  /// ```swift
  /// SettingsView().defaultAppStorage(UserDefaults(suiteName: "group.example.app")!)
  /// ```
  ///
  /// - Parameter store: The store.
  /// - Returns: The view.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}
