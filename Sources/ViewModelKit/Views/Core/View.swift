/// A piece of user interface: a value that describes its content through ``body``.
///
/// `View` has SwiftUI's shape and isolation: it is main-actor bound, and its `body` is a
/// ``ViewBuilder``. A ``ViewHost`` evaluates bodies headlessly, tracks what each body reads, and
/// re-evaluates a body only when something it read changed.
///
/// ```swift
/// struct Greeting: View {
///   let name: String
///   var body: some View {
///     Text("Hello, \(name)")
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// `Never` has no body; built-in views use it as theirs.
  public var body: Never {
    preconditionFailure("Never has no body")
  }
}

/// A view that the runtime expands itself instead of evaluating a body: the built-in views and
/// modifiers.
///
/// Their `Body` is `Never`.
@MainActor
protocol PrimitiveView {
  /// The views this one contains, with the key that gives each its identity.
  func children() -> [(key: ChildKey, view: any View)]
}

extension PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [] }
}

extension View where Body == Never {
  /// Built-in views have no body; the runtime expands them itself.
  public var body: Never {
    preconditionFailure("\(Self.self) is a built-in view and has no body")
  }
}
