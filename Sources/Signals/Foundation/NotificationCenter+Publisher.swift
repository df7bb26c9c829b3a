public import Foundation

extension NotificationCenter {
  /// A publisher of the notifications posted with a name (and, optionally, by an object).
  ///
  /// ```swift
  /// let cancellable = NotificationCenter.default
  ///   .publisher(for: .didSave)
  ///   .sink { print($0.name) }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - object: Only notifications posted by this object, or all when `nil`.
  /// - Returns: The publisher.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher of the notifications a center posts with a name.
  ///
  /// A notification posted while the subscriber has no demand is dropped, as in Combine. The
  /// observer is removed when the subscription is cancelled.
  public struct Publisher: Signals.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The notification center.
    public let center: NotificationCenter
    /// The notification name.
    public let name: Notification.Name
    /// The posting object, or `nil` for any.
    public let object: AnyObject?

    /// Creates a notification publisher.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - name: The notification name.
    ///   - object: The posting object, or `nil` for any.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let observer = center.addObserver(forName: name, object: object, queue: nil) {
        subject.send($0)
      }
      let center = UncheckedReference(center)
      let token = UncheckedReference(observer)
      subject
        .handleEvents(receiveCancel: { center.value.removeObserver(token.value) })
        .receive(subscriber: subscriber)
    }
  }
}

extension NotificationCenter.Publisher: Equatable {
  /// Whether two publishers observe the same center (by identity), name and object (by identity).
  ///
  /// ```swift
  /// let a = NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
  /// let b = NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
  /// a == b  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

/// Carries a reference into a `@Sendable` closure; used for objects Foundation documents as
/// thread-safe (notification centers, observer tokens, timers' run loops).
struct UncheckedReference<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
