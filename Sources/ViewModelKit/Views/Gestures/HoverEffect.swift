/// How a view reacts when a pointer hovers over it on iPad: `hoverEffect(_:)`.
///
/// ```swift
/// Button("Edit") { edit() }
///   .hoverEffect(.lift)
/// ```
public struct HoverEffect: Sendable, Equatable, CustomStringConvertible {
  let name: String

  /// The effect the system chooses for the view.
  public static let automatic = HoverEffect(name: "automatic")
  /// A platter behind the view under the pointer.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts, with a shadow, and the pointer hides.
  public static let lift = HoverEffect(name: "lift")

  public var description: String { name }
}

extension View {
  /// Adds a pointer hover effect to this view.
  ///
  /// The host is a touch screen with no pointer, as an iPhone is, so nothing changes; tree
  /// descriptions show `.hoverEffect(lift)`.
  ///
  /// - Parameter effect: The effect.
  /// - Returns: The view.
  public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
    style("hoverEffect", effect)
  }

  /// Adds a pointer hover effect to this view, or none when `isEnabled` is false.
  ///
  /// As ``View/hoverEffect(_:)``, nothing changes headlessly; tree descriptions show
  /// `.hoverEffect(lift, disabled)` when it is off.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - isEnabled: Whether the effect is on.
  /// - Returns: The view.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    style("hoverEffect", isEnabled ? "\(effect)" : "\(effect), disabled")
  }
}
