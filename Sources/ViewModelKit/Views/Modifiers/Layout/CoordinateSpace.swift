/// A space in which a `GeometryProxy` measures frames.
///
/// ```swift
/// proxy.frame(in: .global)
/// ```
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  // `AnyHashable` names are set and read on the main actor.
  /// The screen's coordinates.
  case global
  /// The view's own coordinates.
  case local
  /// The coordinates of the nearest enclosing view named so with `coordinateSpace(name:)`.
  case named(AnyHashable)

  /// Whether this is the screen's space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the view's own space.
  public var isLocal: Bool { self == .local }
}

/// A coordinate space in its iOS 17 spelling: `.local`, `.global`, `.named(_:)`.
///
/// ```swift
/// ScrollView { … }.coordinateSpace(.named("scroll"))
/// ```
public protocol CoordinateSpaceProtocol {
  /// The space as a ``CoordinateSpace``.
  var coordinateSpace: CoordinateSpace { get }
}

/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// A view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space of the nearest enclosing view named `name`.
  ///
  /// - Parameter name: The name.
  /// - Returns: The space.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

/// Names the coordinate space of a view: `coordinateSpace(name:)`.
public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let name: AnyHashable
}

extension View {
  /// Names this view's coordinate space, so that a `GeometryReader` inside can measure frames
  /// in it with `.named(name)`.
  ///
  /// ```swift
  /// ScrollView { rows }.coordinateSpace(name: "scroll")
  /// ```
  ///
  /// - Parameter name: The name.
  /// - Returns: The view with a named coordinate space.
  public func coordinateSpace<T: Hashable>(
    name: T
  ) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
    modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
  }

  /// Names this view's coordinate space (iOS 17 spelling).
  ///
  /// ```swift
  /// ScrollView { rows }.coordinateSpace(.named("scroll"))
  /// ```
  ///
  /// - Parameter name: The named space.
  /// - Returns: The view with a named coordinate space.
  public func coordinateSpace(
    _ name: NamedCoordinateSpace
  ) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
    modifier(_CoordinateSpaceModifier(name: name.name))
  }
}
