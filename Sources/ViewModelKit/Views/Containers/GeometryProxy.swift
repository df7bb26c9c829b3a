public import Foundation

/// The size and position of a `GeometryReader`, as its content sees them.
///
/// ```swift
/// GeometryReader { proxy in
///   Text("\(Int(proxy.size.width)) wide at x \(Int(proxy.frame(in: .global).minX))")
/// }
/// ```
public struct GeometryProxy: Equatable, Sendable {
  /// The reader's size.
  public let size: CGSize
  /// The safe-area insets of the reader: on each edge, how far it could reach into the safe
  /// areas around it with `ignoresSafeArea` (a reader filling a navigation screen has the
  /// navigation bar's height on top; a reader that already ignores the safe area has zero).
  public let safeAreaInsets: EdgeInsets
  /// The reader's frame in screen coordinates.
  let globalFrame: CGRect
  /// The frames of the named coordinate spaces around the reader, innermost first.
  let namedSpaces: [NamedSpace]

  struct NamedSpace: Equatable, @unchecked Sendable {
    // The names are `AnyHashable` values set by `coordinateSpace(name:)` on the main actor.
    let name: AnyHashable
    let frame: CGRect
  }

  init(
    globalFrame: CGRect,
    namedSpaces: [NamedSpace] = [],
    safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    size = globalFrame.size
    self.safeAreaInsets = safeAreaInsets
    self.globalFrame = globalFrame
    self.namedSpaces = namedSpaces
  }

  /// The reader's frame in a coordinate space.
  ///
  /// `.local` is the reader's own (origin zero), `.global` the screen's, `.named(name)` the
  /// nearest enclosing view with `coordinateSpace(name:)` of that name (the screen's when there
  /// is none, as in SwiftUI).
  ///
  /// The frame is where the reader is drawn: its layout frame moved by the `offset`s around it
  /// and by the content offsets of the scroll views it is in, so a reader in a scroll view
  /// follows the scroll. **Differs from SwiftUI:** `scaleEffect` and `rotationEffect` around the
  /// reader are not applied.
  ///
  /// ```swift
  /// proxy.frame(in: .named("scroll")).minY
  /// ```
  ///
  /// - Parameter coordinateSpace: The coordinate space.
  /// - Returns: The frame.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: size)
    case .global:
      return globalFrame
    case .named(let name):
      guard let space = namedSpaces.first(where: { $0.name == name }) else { return globalFrame }
      return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
    }
  }

  /// The reader's frame in a coordinate space given by its iOS 17 spelling (`.local`,
  /// `.global`, `.named(_:)`).
  ///
  /// ```swift
  /// proxy.frame(in: .named("scroll"))
  /// ```
  ///
  /// - Parameter coordinateSpace: The coordinate space.
  /// - Returns: The frame.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The bounds of a named coordinate space around the reader, in the reader's own
  /// coordinates; `nil` when no view around it names a space so.
  ///
  /// ```swift
  /// ScrollView {
  ///   GeometryReader { proxy in
  ///     let viewport = proxy.bounds(of: .named("scroll")) ?? .zero
  ///     Text(viewport.minY < 0 ? "Below the top" : "At the top")
  ///   }
  /// }
  /// .coordinateSpace(.named("scroll"))
  /// ```
  ///
  /// - Parameter coordinateSpace: The named space (`.named(name)`).
  /// - Returns: The space's frame, with the reader's top-leading corner as origin, or `nil`.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = namedSpaces.first(where: { $0.name == coordinateSpace.name }) else {
      return nil
    }
    return space.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }

  /// The geometry of the reader whose body is being evaluated, registering it with its graph.
  @MainActor
  static func current() -> GeometryProxy {
    guard let node = EvaluationContext.current?.node else {
      return GeometryProxy(globalFrame: .zero)
    }
    if let state = node.modifierState as? GeometryState { return state.proxy }
    node.modifierState = GeometryState()
    node.graph.geometryReaders.append(node)
    return GeometryProxy(globalFrame: .zero)
  }
}

/// The geometry a reader's node last gave its content.
final class GeometryState {
  var proxy = GeometryProxy(globalFrame: .zero)
}
