// The reflection Combine gives its public subscribers and type erasers: a playground shows the
// description, and a mirror shows what the value holds.

extension Subscribers.Sink: CustomReflectable, CustomPlaygroundDisplayConvertible {
  /// No children, as in Combine.
  public var customMirror: Mirror { Mirror(self, children: [:]) }

  /// `"Sink"`, as in Combine.
  public var playgroundDescription: Any { description }
}

extension AnySubscriber: CustomReflectable, CustomPlaygroundDisplayConvertible {
  /// The wrapped subscriber's description, as one child.
  public var customMirror: Mirror {
    Mirror(self, children: [("subscriber", description)])
  }

  /// The wrapped subscriber's description, as in Combine.
  public var playgroundDescription: Any { description }
}

extension AnyPublisher: CustomPlaygroundDisplayConvertible {
  /// `"AnyPublisher"`, as in Combine.
  public var playgroundDescription: Any { description }
}
