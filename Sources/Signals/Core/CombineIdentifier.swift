/// A unique identity of a subscriber or subscription, as Combine's `CombineIdentifier`.
///
/// ```swift
/// let a = CombineIdentifier()
/// let b = CombineIdentifier()
/// print(a == b)  // Prints "false"
/// ```
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
  private let rawValue: UInt64

  /// Creates an identifier that differs from every other one created this way.
  public init() {
    rawValue = identifierCounter.withLock { counter in
      counter += 1
      return counter
    }
  }

  /// Creates the identifier of an object: equal for the same object while it lives.
  ///
  /// - Parameter obj: The object.
  public init(_ obj: AnyObject) {
    // The object's address, as in Combine; addresses lie far above the counter's values.
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
  }

  public var description: String {
    "0x" + String(rawValue, radix: 16)
  }
}

private let identifierCounter = Locked<UInt64>(0)

/// A type with a ``CombineIdentifier``; classes get one from their object identity.
///
/// ```swift
/// print(subscriber.combineIdentifier)
/// ```
public protocol CustomCombineIdentifierConvertible {
  /// The identity of this subscriber or subscription.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The identity of this object.
  public var combineIdentifier: CombineIdentifier {
    CombineIdentifier(self)
  }
}
