public import Foundation

/// What a ``Canvas`` draws with: paths filled and stroked, texts and images placed, under an
/// opacity, a blend mode, a transform and clips.
///
/// Headless, a canvas keeps what it is asked to draw: each drawing becomes a view inside the
/// canvas (a filled or stroked `Path`, a positioned `Text` or `Image`), so snapshots list it and
/// SVG draws it. As in SwiftUI, a copy of a context draws into the same canvas with state of its
/// own. Filters (`addFilter`) are recorded as ignored: headless pictures have no pixels to
/// filter. A text or image is placed by its anchor point through the transform; a rotation or
/// scale of the transform does not turn or resize it.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// ```
public struct GraphicsContext {
  /// The drawings of one canvas, shared by the copies of its context.
  final class Drawing {
    var operations: [Operation] = []
  }

  /// One drawing, in the canvas's coordinates.
  enum Operation {
    case fill(Path, AnyShapeStyle, FillStyle, State)
    case stroke(Path, AnyShapeStyle, StrokeStyle, State)
    case text(Text, center: CGPoint, size: CGSize?, State)
    case image(Image, frame: CGRect, State)
  }

  /// What applies to a drawing when it is made.
  struct State {
    var opacity: Double
    var blendMode: BlendMode
    var clips: [(Path, FillStyle)]
  }

  let drawing: Drawing
  let size: CGSize
  private var clips: [(Path, FillStyle)] = []

  /// The opacity of what is drawn from now on, multiplied into each drawing.
  public var opacity: Double = 1
  /// The blend mode of what is drawn from now on.
  public var blendMode: BlendMode = .normal
  /// The transform from the coordinates drawn in to the canvas's.
  public var transform: CGAffineTransform = .identity
  /// The environment of the canvas.
  public var environment: EnvironmentValues

  init(drawing: Drawing, size: CGSize, environment: EnvironmentValues) {
    self.drawing = drawing
    self.size = size
    self.environment = environment
  }

  private var state: State { State(opacity: opacity, blendMode: blendMode, clips: clips) }

  /// Fills a path.
  ///
  /// - Parameters:
  ///   - path: The path, in the context's coordinates.
  ///   - shading: The colour, style or gradient.
  ///   - style: The fill rule.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    drawing.operations.append(
      .fill(path.applying(transform), shading.shapeStyle(in: size), style, state)
    )
  }

  /// Strokes a path.
  ///
  /// - Parameters:
  ///   - path: The path, in the context's coordinates.
  ///   - shading: The colour, style or gradient.
  ///   - style: The stroke.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    drawing.operations.append(
      .stroke(path.applying(transform), shading.shapeStyle(in: size), style, state)
    )
  }

  /// Strokes a path with a line width.
  ///
  /// - Parameters:
  ///   - path: The path, in the context's coordinates.
  ///   - shading: The colour, style or gradient.
  ///   - lineWidth: The line width.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws a text with its `anchor` (the centre by default) at `point`.
  ///
  /// The anchor is found from the text's size at 17 points (the text model's body size),
  /// whatever its font: a text with a larger font is centred by its body-size extent.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let measured = TextLayout.size(of: [text.content])
    let center = CGPoint(
      x: point.x + (0.5 - anchor.x) * measured.width,
      y: point.y + (0.5 - anchor.y) * measured.height
    )
    drawing.operations.append(.text(text, center: center.applying(transform), size: nil, state))
  }

  /// Draws a text in a rectangle.
  public func draw(_ text: Text, in rect: CGRect) {
    let center = CGPoint(x: rect.midX, y: rect.midY).applying(transform)
    drawing.operations.append(.text(text, center: center, size: rect.size, state))
  }

  /// Draws an image resized to a rectangle.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    let origin = rect.origin.applying(transform)
    drawing.operations.append(.image(image, frame: CGRect(origin: origin, size: rect.size), state))
  }

  /// Draws an image at its own size with its `anchor` at `point` (a symbol is 17 × 17 points
  /// headlessly, as an `Image` is).
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    let side: CGFloat = 17
    let origin = CGPoint(x: point.x - anchor.x * side, y: point.y - anchor.y * side)
    draw(image, in: CGRect(origin: origin, size: CGSize(width: side, height: side)))
  }

  /// Moves the origin of what is drawn from now on.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }

  /// Scales what is drawn from now on.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }

  /// Rotates what is drawn from now on.
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: CGFloat(angle.radians))
  }

  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Clips what is drawn from now on to a path.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    clips.append((path.applying(transform), style))
  }

  /// Draws into a layer: a copy of this context whose drawings join the canvas.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// A filter for what is drawn from now on: recorded as ignored (headless pictures have no
  /// pixels to filter).
  public mutating func addFilter(_ filter: Filter) {}

  /// A filter of a graphics context; headlessly it changes nothing.
  public struct Filter: Sendable {
    /// A blur.
    public static func blur(radius: CGFloat) -> Filter { Filter() }
    /// A shadow.
    public static func shadow(
      color: Color = Color(.sRGB, white: 0, opacity: 0.33),
      radius: CGFloat,
      x: CGFloat = 0,
      y: CGFloat = 0
    ) -> Filter { Filter() }
    /// A colour multiplication.
    public static func colorMultiply(_ color: Color) -> Filter { Filter() }
    /// A grayscale of an amount.
    public static func grayscale(_ amount: Double) -> Filter { Filter() }
  }
}
