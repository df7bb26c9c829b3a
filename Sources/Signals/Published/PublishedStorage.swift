public import Synchronization

/// The shared box behind one `@Published` property: its value, its `$property` subject (made on
/// first use), the object's `objectWillChange` once installed, and `assign(to:)` subscriptions.
///
/// Reading, writing and subscribing are inlinable, so they are specialised in the caller.
@usableFromInline
final class PublishedStorage<Value>: @unchecked Sendable {
  // Every mutable property lives in `state`; sends happen outside the lock.
  @usableFromInline let state: Locked<State>

  /// The address of `state.willChange` once installed (zero before), published after the state
  /// holds it, so that a write reads it without the lock; the state keeps it alive.
  @usableFromInline let willChangeAddress = Atomic<UInt>(0)

  /// The address of `state.subject` once made (zero before), published as `willChangeAddress`
  /// is.
  @usableFromInline let subjectAddress = Atomic<UInt>(0)

  @usableFromInline
  struct State {
    @usableFromInline var value: Value
    /// Made on first use, then never replaced.
    @usableFromInline var subject: CurrentValueSubject<Value, Never>?
    /// Installed once, then never replaced.
    @usableFromInline var willChange: ObservableObjectPublisher?
    var assignments: [AnyCancellable] = []
    /// The property's declared name, once a write has looked it up.
    var name: String?

    init(value: Value) {
      self.value = value
    }
  }

  init(_ value: Value) {
    state = Locked(State(value: value))
  }

  /// The address of an object, as `willChangeAddress` and `subjectAddress` hold it.
  @usableFromInline
  static func address(of object: AnyObject) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
  }

  @inlinable
  var value: Value {
    state.withLock { $0.value }
  }

  /// The `$property` subject, made with the current value on first use.
  @inlinable
  var subject: CurrentValueSubject<Value, Never> {
    state.withLock { state in
      if let subject = state.subject { return subject }
      let subject = CurrentValueSubject<Value, Never>(
        state.value,
        subscriptionName: "PublishedSubject"
      )
      state.subject = subject
      subjectAddress.store(Self.address(of: subject), ordering: .releasing)
      return subject
    }
  }

  /// Writes in Combine's order: `objectWillChange`, then `$property` subscribers, then the
  /// stored value.
  ///
  /// The subject is looked up only after `objectWillChange` has been sent, so that a `$property`
  /// subject first made by an `objectWillChange` subscriber still receives this write.
  ///
  /// The publisher and the subject, once set, are never replaced or released before the
  /// storage, which the caller keeps alive; so each is read without the lock (from its published
  /// address) and used without a reference of its own.
  @inlinable
  func set(_ newValue: Value) {
    let willChange = willChangeAddress.load(ordering: .acquiring)
    if let address = UnsafeRawPointer(bitPattern: willChange) {
      Unmanaged<ObservableObjectPublisher>.fromOpaque(address)
        ._withUnsafeGuaranteedRef {
          $0.send()
        }
    }
    let subject = subjectAddress.load(ordering: .acquiring)
    if let address = UnsafeRawPointer(bitPattern: subject) {
      Unmanaged<CurrentValueSubject<Value, Never>>.fromOpaque(address)
        ._withUnsafeGuaranteedRef {
          $0.send(newValue)
        }
    }
    state.withLock { $0.value = newValue }
  }

  /// The property's declared name in `object`: found by reflection once, then kept.
  func name(in object: AnyObject) -> String {
    if let name = state.withLock({ $0.name }) { return name }
    let name = PublishedWrites.name(of: self, in: object)
    state.withLock { $0.name = name }
    return name
  }

  /// Installs the object's `objectWillChange` unless one is there already; returns the one in
  /// place, so that concurrent first accesses agree on one publisher.
  func install(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
    state.withLock { state in
      if let installed = state.willChange { return installed }
      state.willChange = publisher
      willChangeAddress.store(Self.address(of: publisher), ordering: .releasing)
      return publisher
    }
  }

  /// Feeds this property from `upstream` for as long as the property lives.
  func assign<Upstream: Publisher>(from upstream: Upstream)
  where Upstream.Output == Value, Upstream.Failure == Never {
    let sink = Subscribers.Sink<Value, Never>(
      receiveCompletion: { _ in },
      receiveValue: { [weak self] value in self?.set(value) }
    )
    state.withLock { $0.assignments.append(AnyCancellable(sink)) }
    upstream.subscribe(sink)
  }
}

/// Finds the `@Published` properties of an object, so that they all send on one
/// `objectWillChange`.
protocol PublishedField {
  func install(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
  var storageObject: AnyObject { get }
}

extension Published: PublishedField {
  var storageObject: AnyObject { storage }

  func install(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
    storage.install(publisher)
  }
}

/// The default `objectWillChange`: found by reflection over the object's stored properties,
/// its superclasses' included, and installed into every `@Published` property on first access.
enum PublishedFields {
  static func objectWillChange(of object: AnyObject) -> ObservableObjectPublisher {
    var fields: [any PublishedField] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let field = child.value as? any PublishedField { fields.append(field) }
      }
      mirror = current.superclassMirror
    }
    guard let first = fields.first else { return ObservableObjectPublisher() }
    let publisher = first.install(ObservableObjectPublisher())
    for field in fields.dropFirst() {
      _ = field.install(publisher)
    }
    return publisher
  }
}
