public import Foundation

/// A list of colours at locations from 0 to 1, that a gradient style spreads over its area.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink])
/// let stops = Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
  /// One colour of a gradient, at its location.
  ///
  /// ```swift
  /// Gradient.Stop(color: .blue, location: 0.5)
  /// ```
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where it is, from 0 (start) to 1 (end).
    public var location: CGFloat

    /// Creates a stop.
    ///
    /// - Parameters:
    ///   - color: The colour.
    ///   - location: Where it is, from 0 to 1.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// Creates a gradient from stops.
  ///
  /// - Parameter stops: The stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Creates a gradient of colours spread evenly from 0 to 1.
  ///
  /// - Parameter colors: The colours.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated()
      .map { index, color in
        Stop(color: color, location: colors.count == 1 ? 0 : CGFloat(index) / last)
      }
  }
}

/// A gradient made from a colour: what `Color.gradient` returns.
///
/// Used as a style it is a linear gradient from top to bottom. SwiftUI does not document its
/// colours; here it runs from the colour mixed with 15% white at the top to the colour itself
/// at the bottom.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
/// ```
public struct AnyGradient: Hashable, ShapeStyle {
  let gradient: Gradient

  /// Wraps a gradient.
  ///
  /// - Parameter gradient: The gradient.
  public init(_ gradient: Gradient) {
    self.gradient = gradient
  }
}

extension Color {
  /// A gradient made from this colour, from slightly lighter at the top to the colour itself.
  ///
  /// ```swift
  /// Capsule().fill(Color.green.gradient)
  /// ```
  public var gradient: AnyGradient {
    let top = resolved
    let lighter = Color(
      Resolved(
        red: top.red + (1 - top.red) * 0.15,
        green: top.green + (1 - top.green) * 0.15,
        blue: top.blue + (1 - top.blue) * 0.15,
        opacity: top.opacity
      )
    )
    return AnyGradient(Gradient(colors: [lighter, self]))
  }
}
