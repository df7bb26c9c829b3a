public import Foundation

extension Anchor {
  /// A geometry value of the current view that `anchorPreference(key:value:transform:)` turns
  /// into an `Anchor`: its bounds, a rectangle or a point in its own coordinates, or arrays
  /// and optionals of those.
  ///
  /// ```swift
  /// Circle()
  ///   .anchorPreference(key: CenterKey.self, value: .center) { $0 }
  /// ```
  public struct Source: Sendable {
    /// Makes the value in screen coordinates from the view's frame on the screen.
    let resolve: @Sendable (CGRect) -> Value

    init(resolve: @escaping @Sendable (CGRect) -> Value) {
      self.resolve = resolve
    }

    /// The anchor of the view whose frame on the screen is `frame`.
    func anchor(in frame: CGRect) -> Anchor<Value> {
      Anchor(value: resolve(frame))
    }

    /// A source of the values of several sources, in order.
    ///
    /// ```swift
    /// .anchorPreference(key: CornersKey.self, value: Anchor.Source([.topLeading, .bottomTrailing])) { $0 }
    /// ```
    ///
    /// - Parameter array: The sources.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
      resolve = { frame in array.map { $0.resolve(frame) } }
    }

    /// A source of an optional value: `nil` when `anchor` is `nil`.
    ///
    /// ```swift
    /// .anchorPreference(key: MarkKey.self, value: Anchor.Source(isMarked ? .center : nil)) { $0 }
    /// ```
    ///
    /// - Parameter anchor: The source, if any.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
      resolve = { frame in anchor?.resolve(frame) }
    }
  }
}

extension Anchor.Source where Value == CGRect {
  /// A rectangle in the current view's coordinates.
  ///
  /// ```swift
  /// .anchorPreference(key: BoundsKey.self, value: .rect(CGRect(x: 0, y: 0, width: 10, height: 2))) { $0 }
  /// ```
  ///
  /// - Parameter r: The rectangle, with its origin relative to the view's top-leading corner.
  /// - Returns: The source.
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
    Anchor<CGRect>.Source { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) }
  }

  /// The current view's whole bounds.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { frame in frame }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the current view's coordinates.
  ///
  /// ```swift
  /// .anchorPreference(key: PinKey.self, value: .point(CGPoint(x: 4, y: 4))) { $0 }
  /// ```
  ///
  /// - Parameter p: The point, relative to the view's top-leading corner.
  /// - Returns: The source.
  public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) }
  }

  /// A point given as a fraction of the current view's size.
  ///
  /// ```swift
  /// .anchorPreference(key: PinKey.self, value: .unitPoint(UnitPoint(x: 0.25, y: 1))) { $0 }
  /// ```
  ///
  /// - Parameter p: The unit point.
  /// - Returns: The source.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>
      .Source { frame in
        CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
      }
  }

  /// The view's top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the view's top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The view's top-trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the view's leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The view's center.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the view's trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The view's bottom-leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the view's bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The view's bottom-trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
