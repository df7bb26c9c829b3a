/// A colour, gradient or other style that fills or strokes a shape, or draws a background.
///
/// As in SwiftUI, a custom style implements ``resolve(in:)`` and returns a built-in style for the
/// environment it is drawn in; the built-in styles resolve themselves (their `Resolved` is
/// `Never`).
///
/// ```swift
/// struct Warning: ShapeStyle {
///   func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///     environment.colorScheme == .dark ? Color.orange : Color.red
///   }
/// }
/// Circle().fill(Warning())
/// ```
public protocol ShapeStyle: Sendable {
  /// The style this one resolves to; `Never` for the built-in styles.
  associatedtype Resolved: ShapeStyle = Never

  /// The style to draw with in an environment.
  ///
  /// - Parameter environment: The environment the style is drawn in.
  /// - Returns: The style it stands for there.
  func resolve(in environment: EnvironmentValues) -> Resolved
}

extension Never: ShapeStyle {}

extension ShapeStyle where Resolved == Never {
  /// Built-in styles are resolved by the runtime; this is never called.
  ///
  /// - Parameter environment: The environment.
  /// - Returns: Never returns.
  public func resolve(in environment: EnvironmentValues) -> Never {
    preconditionFailure("\(Self.self) is a built-in shape style and is resolved by the runtime")
  }
}

extension Color: ShapeStyle {}

extension Color.Resolved: ShapeStyle {}

/// The foreground style set with `foregroundStyle(_:)`, or the primary content colour.
///
/// ```swift
/// Rectangle().fill(.foreground)
/// ```
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// Creates the foreground style.
  public init() {}
}

/// The background style of the environment: the system background (white, or black in the
/// dark appearance), or the style set with `backgroundStyle(_:)`.
///
/// ```swift
/// Text("Card").padding().background(.background)
/// ```
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// Creates the background style.
  public init() {}
}

/// The style of separators: `#3c3c43` at 29% opacity (light appearance).
///
/// ```swift
/// Rectangle().fill(.separator).frame(height: 1)
/// ```
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  /// Creates the separator style.
  public init() {}
}

/// The tint of the environment, set with `tint(_:)`, or the accent colour.
///
/// ```swift
/// Capsule().fill(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// Creates the tint style.
  public init() {}
}

/// A level of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary`.
///
/// With no foreground style set, the levels are the system's content colours; with a colour
/// set by `foregroundStyle(_:)`, they are that colour at opacity 1, 0.5, 0.25, 0.18 and 0.18; with
/// several styles set (`foregroundStyle(_:_:)`), each level takes its own.
///
/// ```swift
/// Text("Subtitle").foregroundStyle(.secondary)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  let level: Int

  /// The level's name: `primary` … `quinary`.
  public var description: String {
    let names = ["primary", "secondary", "tertiary", "quaternary", "quinary"]
    return names.indices.contains(level) ? names[level] : "level \(level)"
  }

  /// The first level.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level.
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

/// A translucent, blurring background material.
///
/// Headless, nothing is blurred: a material resolves to white (black in the dark appearance)
/// at a documented opacity (ultra thin 0.3, thin 0.45, regular 0.6, thick 0.75, ultra thick 0.9,
/// bar 0.8), which SVG draws with a `data-material` attribute naming it.
///
/// ```swift
/// Text("Now Playing").padding().background(.ultraThinMaterial)
/// ```
public struct Material: ShapeStyle, Hashable {
  let name: String
  let opacity: Double

  /// The thinnest material.
  public static let ultraThin = Material(name: "ultraThin", opacity: 0.3)
  /// A thin material.
  public static let thin = Material(name: "thin", opacity: 0.45)
  /// The default material.
  public static let regular = Material(name: "regular", opacity: 0.6)
  /// A thick material.
  public static let thick = Material(name: "thick", opacity: 0.75)
  /// The thickest material.
  public static let ultraThick = Material(name: "ultraThick", opacity: 0.9)
  /// The material of bars (toolbars, tab bars).
  public static let bar = Material(name: "bar", opacity: 0.8)
}

/// Any shape style, type-erased.
///
/// ```swift
/// let style = isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(.secondary)
/// ```
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// Wraps a style.
  ///
  /// - Parameter style: The style.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }
}

/// A style drawn at a fraction of its opacity: what `opacity(_:)` on a style returns.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double
}

extension ShapeStyle {
  /// This style with its opacity multiplied.
  ///
  /// ```swift
  /// Rectangle().fill(.tint.opacity(0.2))
  /// ```
  ///
  /// - Parameter opacity: The factor, from 0 to 1.
  /// - Returns: The style.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    _OpacityShapeStyle(base: self, opacity: opacity)
  }
}
