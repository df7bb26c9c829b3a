import Foundation

/// A namespace for the identifiers of `matchedGeometryEffect(id:in:properties:anchor:isSource:)`:
/// each view identity that declares one gets an ``ID`` of its own, stable for its lifetime.
///
/// ```swift
/// struct Hero: View {
///   @Namespace private var hero
///   @State private var isExpanded = false
///   var body: some View {
///     if isExpanded {
///       Rectangle().matchedGeometryEffect(id: "card", in: hero).frame(width: 300, height: 200)
///     } else {
///       Rectangle().matchedGeometryEffect(id: "card", in: hero).frame(width: 100, height: 60)
///     }
///   }
/// }
/// ```
///
/// Identifiers are never reused: an ``ID`` kept after its view is gone (in a view model, say)
/// still works and matches only the views that use that same ``ID``; a new view identity gets a
/// new one. Read outside an installed view, a `Namespace` gives a fresh identifier each time and
/// logs SwiftUI's runtime warning.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  let box: NamespaceBox

  /// Creates a namespace; the view's identity gives it its identifier when it is installed.
  public init() {
    box = NamespaceBox()
  }

  /// The namespace's identifier.
  public var wrappedValue: Namespace.ID {
    if let id = box.id { return id }
    Diagnostics.warn(
      "Reading a Namespace property outside View.body. This will lead to unstable views."
    )
    return ID.next()
  }

  /// The identifier of a namespace: equal only to itself and its copies.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    let id: Int

    private static let counter = Locked(0)

    /// A new identifier, never given out before.
    static func next() -> ID {
      ID(
        id: counter.withLock { value in
          value += 1
          return value
        }
      )
    }

    public var description: String { "Namespace.ID(id: \(id))" }
  }
}

/// The node's identifier, set at installation before the body reads it.
final class NamespaceBox: @unchecked Sendable {
  // `id` is written on the main actor during installation, before the body that reads it runs.
  var id: Namespace.ID?
}

/// The identifier a view identity keeps for one `@Namespace` field.
final class NamespaceStorage {
  let id = Namespace.ID.next()
}

extension Namespace: InstallableProperty, InputComparable {
  func install(on node: ViewNode, field: FieldPath) {
    box.id = node.stateObject(for: field, make: NamespaceStorage.init).id
  }

  func isSameInput(as other: Any) -> Bool { true }
}
