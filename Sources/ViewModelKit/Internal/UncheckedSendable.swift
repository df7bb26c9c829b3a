/// Carries a value across a concurrency boundary that the runtime knows to be safe: used only
/// to hop a delivery to the main queue, where the value is used by one thread at a time.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
}

/// A weak reference, for closures that must not keep an object alive.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
