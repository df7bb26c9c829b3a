/// The namespace of ready-made subscribers and of the types subscribers use, as in Combine.
///
/// ```swift
/// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
/// ```
public enum Subscribers {}
