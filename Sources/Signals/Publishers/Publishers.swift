/// The namespace of the publisher types that operators return, as in Combine.
///
/// ```swift
/// let sequence: Publishers.Sequence<[Int], Never> = [1, 2, 3].publisher
/// ```
public enum Publishers {}
