/// A reusable change to a view: its `body(content:)` wraps the content it is applied to.
///
/// A modifier may hold dynamic properties (`@State`, `@Environment`…); they live as long as the
/// modified view's identity.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().opacity(0.9)
///   }
/// }
/// Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier's body is.
  associatedtype Body: View

  /// The content the modifier is applied to, as its body receives it.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified content.
  ///
  /// - Parameter content: The view the modifier is applied to.
  /// - Returns: The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  /// Built-in modifiers have no body; the runtime applies them itself.
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a built-in modifier and has no body")
  }
}

/// The content a ``ViewModifier``'s body receives: the view the modifier is applied to.
///
/// ```swift
/// func body(content: Content) -> some View { content.opacity(0.5) }
/// ```
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never

  let content: any View
}

extension _ViewModifier_Content: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, content)] }
}

/// A view with a modifier applied, as `.modifier(_:)` and every built-in modifier make it.
///
/// ```swift
/// let view: ModifiedContent<Text, Card> = Text("Hi").modifier(Card())
/// ```
public struct ModifiedContent<Content, Modifier> {
  /// The view the modifier is applied to.
  public var content: Content

  /// The modifier.
  public var modifier: Modifier

  /// Applies a modifier to content.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - modifier: The modifier.
  @inlinable
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never
}

extension View {
  /// Applies a modifier to this view.
  ///
  /// ```swift
  /// Text("Hello").modifier(Card())
  /// ```
  ///
  /// - Parameter modifier: The modifier.
  /// - Returns: The modified view.
  @inlinable
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// Chains another modifier after this one.
  ///
  /// - Parameter modifier: The modifier applied after this one.
  /// - Returns: The two modifiers as one.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// What the graph needs from a modified view: the built-in modifier, if it is one.
@MainActor
protocol ModifierCarrier {
  var primitiveModifier: (any PrimitiveModifier)? { get }
}

extension ModifiedContent: ModifierCarrier where Content: View, Modifier: ViewModifier {
  var primitiveModifier: (any PrimitiveModifier)? { modifier as? any PrimitiveModifier }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  /// Used for built-in modifiers only; a user modifier's node evaluates `body(content:)`.
  func children() -> [(key: ChildKey, view: any View)] {
    let primitive = modifier as? any PrimitiveModifier
    let main: (key: ChildKey, view: any View) = (primitive?.childKey ?? .content, content)
    guard let layer = primitive?.layer else { return [main] }
    // A background comes first so that it is drawn first (behind); an overlay after.
    return layer.isBehind ? [(.layer, layer.view), main] : [main, (.layer, layer.view)]
  }
}

extension ModifiedContent: BodyProvider where Content: View, Modifier: ViewModifier {
  var isView: Bool { false }

  var dynamicSource: Any { modifier }

  func makeBody() -> any View {
    modifier.body(content: _ViewModifier_Content(content: content))
  }
}
