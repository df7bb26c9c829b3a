/// A property wrapper that publishes every write to a property of a class.
///
/// A write to a `@Published` property of an ``ObservableObject`` happens in Combine's order:
/// `objectWillChange` sends, then the `$property` subscribers receive the new value, then the
/// stored value changes, then `didSet` runs. Reading the property inside a `$property` sink
/// therefore still gives the old value.
///
/// ```swift
/// final class Profile: ObservableObject {
///   @Published var name = "Ada"
/// }
/// let profile = Profile()
/// let cancellable = profile.$name.sink { print($0) }  // Prints "Ada"
/// profile.name = "Grace"                              // Prints "Grace"
/// ```
///
/// `@Published` is available on properties of classes only: it is implemented with the
/// enclosing-instance subscript, which the compiler uses for class properties.
@propertyWrapper
public struct Published<Value> {
  @usableFromInline let storage: PublishedStorage<Value>

  /// Creates the property with its initial value.
  ///
  /// - Parameter wrappedValue: The initial value.
  public init(wrappedValue: Value) {
    storage = PublishedStorage(wrappedValue)
  }

  /// Creates the property with its initial value (Combine's older spelling).
  ///
  /// - Parameter initialValue: The initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Unavailable: the compiler reaches a `@Published` property through the enclosing-instance
  /// subscript, so a `@Published` property outside a class does not compile.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { preconditionFailure("@Published is only available on properties of classes") }
    set { preconditionFailure("@Published is only available on properties of classes") }
  }

  /// The property as a publisher, reached as `$property`.
  ///
  /// It delivers the current value to each new subscriber, then every write.
  ///
  /// It can also be the target of `assign(to: &$property)`; setting it keeps the same storage,
  /// since the publisher is a view of the property rather than a copy. Setting it to another
  /// property's publisher (`a.$value = b.$value`) changes neither value, as in Combine.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set {}
  }

  /// Reads and writes the property of `instance`, sending `objectWillChange` before each write.
  ///
  /// Inlinable, so that a write with concrete types is specialised in the caller.
  @inlinable
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance instance: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { instance[keyPath: storageKeyPath].storage.value }
    set {
      let storage = instance[keyPath: storageKeyPath].storage
      PublishedWrites.write(instance, storage: storage) { storage.set(newValue) }
    }
  }
}

extension Published {
  /// The publisher of a `@Published` property, reached as `$property`.
  ///
  /// ```swift
  /// let cancellable = model.$count.sink { print($0) }
  /// ```
  public struct Publisher: Signals.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    @usableFromInline let storage: PublishedStorage<Value>

    @usableFromInline
    init(storage: PublishedStorage<Value>) {
      self.storage = storage
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.subject.receive(subscriber: subscriber)
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes every value to a `@Published` property; the subscription lives as long as the
  /// property's object, so no cancellable is returned and no retain cycle is made.
  ///
  /// Each write sends the object's `objectWillChange` first, as a direct write does.
  ///
  /// ```swift
  /// final class ClockModel: ObservableObject {
  ///   @Published var now = 0
  ///   init(ticks: some Publisher<Int, Never>) { ticks.assign(to: &$now) }
  /// }
  /// ```
  ///
  /// - Parameter published: The `$property` to write to.
  public func assign(to published: inout Published<Output>.Publisher) {
    published.storage.assign(from: self)
  }
}
