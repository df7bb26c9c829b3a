public import Foundation

extension ViewSnapshot {
  /// A shape style as it was resolved for drawing: colours are fixed for the environment
  /// (a system colour in the dark appearance takes its dark components), gradients' stops too.
  ///
  /// ```swift
  /// let ring = try #require(host.snapshot().first("Circle"))
  /// #expect(ring.drawings.first?.paint == .color(.blue))
  /// ```
  public enum Paint: Equatable, Sendable, CustomStringConvertible {
    /// A colour.
    case color(Color)
    /// A linear gradient, its points in unit coordinates of the frame.
    case linearGradient(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    /// A radial gradient, its radii in points.
    case radialGradient(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// An elliptical gradient, its radii fractions of the frame.
    case ellipticalGradient(
      Gradient,
      center: UnitPoint,
      startRadiusFraction: CGFloat,
      endRadiusFraction: CGFloat
    )
    /// An angular (conic) gradient.
    case angularGradient(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// A material, by name, with the colour that stands for it headlessly.
    case material(String, Color)

    public var description: String {
      switch self {
      case .color(let color):
        return color.description
      case .linearGradient(let gradient, let start, let end):
        return "linearGradient(\(Self.stops(gradient)), startPoint: \(Self.point(start)), "
          + "endPoint: \(Self.point(end)))"
      case .radialGradient(let gradient, let center, let start, let end):
        return "radialGradient(\(Self.stops(gradient)), center: \(Self.point(center)), "
          + "startRadius: \(Format.number(Double(start))), "
          + "endRadius: \(Format.number(Double(end))))"
      case .ellipticalGradient(let gradient, let center, let start, let end):
        return "ellipticalGradient(\(Self.stops(gradient)), center: \(Self.point(center)), "
          + "startRadiusFraction: \(Format.number(Double(start))), "
          + "endRadiusFraction: \(Format.number(Double(end))))"
      case .angularGradient(let gradient, let center, let start, let end):
        return "angularGradient(\(Self.stops(gradient)), center: \(Self.point(center)), "
          + "startAngle: \(Format.number(start.degrees))°, "
          + "endAngle: \(Format.number(end.degrees))°)"
      case .material(let name, _):
        return "\(name)Material"
      }
    }

    private static func stops(_ gradient: Gradient) -> String {
      "["
        + gradient.stops.map { "\($0.color) \(Format.number(Double($0.location)))" }
        .joined(separator: ", ") + "]"
    }

    static func point(_ point: UnitPoint) -> String {
      let names: [(UnitPoint, String)] = [
        (.zero, "topLeading"), (.center, "center"), (.leading, "leading"),
        (.trailing, "trailing"), (.top, "top"), (.bottom, "bottom"),
        (.topLeading, "topLeading"), (.topTrailing, "topTrailing"),
        (.bottomLeading, "bottomLeading"), (.bottomTrailing, "bottomTrailing"),
      ]
      if let name = names.first(where: { $0.0 == point })?.1 { return name }
      return "(\(Format.number(Double(point.x))), \(Format.number(Double(point.y))))"
    }
  }

  /// One paint of a node: its shape (or frame) filled or stroked.
  ///
  /// ```swift
  /// let ring = try #require(host.snapshot().first("Circle"))
  /// ring.drawings.first?.description  // stroke(blue, lineWidth: 8, lineCap: .round)
  /// ```
  public struct Drawing: Equatable, Sendable, CustomStringConvertible {
    /// Filled or stroked.
    public enum Kind: Equatable, Sendable {
      /// Filled, with a fill rule.
      case fill(FillStyle)
      /// Stroked along the outline.
      case stroke(StrokeStyle)
    }

    /// Filled or stroked, and how.
    public let kind: Kind
    /// The resolved style.
    public let paint: Paint
    /// The outline drawn, in the node's coordinates (origin at its frame's origin); `nil` for
    /// the whole frame.
    public let path: Path?

    public var description: String {
      switch kind {
      case .fill(let style):
        return "fill(\(paint)" + (style.isEOFilled ? ", eoFill: true)" : ")")
      case .stroke(let style):
        let defaults = StrokeStyle()
        var parts = ["\(paint)", "lineWidth: \(Format.number(Double(style.lineWidth)))"]
        if style.lineCap != defaults.lineCap { parts.append("lineCap: .\(style.lineCap)") }
        if style.lineJoin != defaults.lineJoin { parts.append("lineJoin: .\(style.lineJoin)") }
        if style.miterLimit != defaults.miterLimit {
          parts.append("miterLimit: \(Format.number(Double(style.miterLimit)))")
        }
        if !style.dash.isEmpty {
          parts.append(
            "dash: [\(style.dash.map { Format.number(Double($0)) }.joined(separator: ", "))]"
          )
        }
        if style.dashPhase != 0 {
          parts.append("dashPhase: \(Format.number(Double(style.dashPhase)))")
        }
        return "stroke(" + parts.joined(separator: ", ") + ")"
      }
    }

    /// Whether the snapshot's line leaves it out: a plain colour fill, as lines always did.
    var isPlainFill: Bool {
      guard case .fill(let style) = kind, !style.isEOFilled, case .color(let color) = paint else {
        return false
      }
      return color.assetName == nil
    }
  }
}

extension Gradient.Stop: CustomStringConvertible {
  public var description: String { "\(color) \(Format.number(Double(location)))" }
}
