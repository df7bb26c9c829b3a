import ViewModelKit

extension ViewSnapshot.Node {
  /// The radius of the blur on this node, 0 when it has none.
  var blurRadius: CGFloat {
    for case .blur(let radius, _) in effects { return radius }
    return 0
  }

  /// The amount of the colour adjustment `kind` on this node, or `neutral` when it has none.
  func adjustment(_ kind: String, neutral: Double) -> Double {
    for effect in effects {
      switch (kind, effect) {
      case ("brightness", .brightness(let amount)), ("contrast", .contrast(let amount)),
        ("saturation", .saturation(let amount)), ("grayscale", .grayscale(let amount)):
        return amount
      case ("hueRotation", .hueRotation(let angle)):
        return angle.degrees
      default:
        continue
      }
    }
    return neutral
  }

  /// The shadow on this node as (radius, x, y), zeros when it has none.
  var shadow: (radius: CGFloat, x: CGFloat, y: CGFloat) {
    for case .shadow(_, let radius, let x, let y) in effects { return (radius, x, y) }
    return (0, 0, 0)
  }

  /// The angle of the 3D rotation on this node, in degrees, 0 when it has none.
  var rotation3DDegrees: Double {
    for case .rotation3D(let rotation) in effects { return rotation.angle.degrees }
    return 0
  }
}

/// A colour as a snapshot's effects present it: resolved in the default (light) environment.
func resolved(_ color: Color) -> Color {
  Color(color.resolve(in: EnvironmentValues()))
}
