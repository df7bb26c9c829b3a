import Foundation
import Testing

@testable import ViewModelKit

/// Animatable data behind a type of its own, so that the fluid spring integrates it on its generic
/// path rather than the one specialised for frames and sizes.
private struct Wrapped<Data: VectorArithmetic>: VectorArithmetic {
  var data: Data

  static var zero: Wrapped { Wrapped(data: .zero) }

  static func + (lhs: Wrapped, rhs: Wrapped) -> Wrapped {
    Wrapped(data: lhs.data + rhs.data)
  }

  static func - (lhs: Wrapped, rhs: Wrapped) -> Wrapped {
    Wrapped(data: lhs.data - rhs.data)
  }

  mutating func scale(by rhs: Double) { data.scale(by: rhs) }

  var magnitudeSquared: Double { data.magnitudeSquared }
}

@Suite("Fluid spring: the specialised paths integrate exactly as the generic one")
struct FluidSpringSpecialisationTests {
  @Test(arguments: [
    Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0),
    .spring(response: 0.3, dampingFraction: 0.4, blendDuration: 0),
    .default,
  ])
  func framesMatchTheGenericPath(animation: Animation) {
    let interval = CGRect(x: 10, y: -20, width: 200, height: 35).animatableData
    var specialised = AnimationContext<CGRect.AnimatableData>()
    var generic = AnimationContext<Wrapped<CGRect.AnimatableData>>()
    for frame in 0...240 {
      let time = Double(frame) / 60
      let fast = animation.animate(value: interval, time: time, context: &specialised)
      let slow = animation.animate(
        value: Wrapped(data: interval),
        time: time,
        context: &generic
      )
      #expect(fast == slow?.data, "frame \(frame)")
      #expect(specialised.isLogicallyComplete == generic.isLogicallyComplete, "frame \(frame)")
      if fast == nil { break }
    }
  }

  @Test func sizeFramesMatchTheGenericPath() {
    let interval = CGSize(width: -120, height: 48).animatableData
    var specialised = AnimationContext<CGSize.AnimatableData>()
    var generic = AnimationContext<Wrapped<CGSize.AnimatableData>>()
    let spring = Animation.spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0)
    for frame in 0...240 {
      let time = Double(frame) / 60
      let fast = spring.animate(value: interval, time: time, context: &specialised)
      let slow = spring.animate(value: Wrapped(data: interval), time: time, context: &generic)
      #expect(fast == slow?.data, "frame \(frame)")
      if fast == nil { break }
    }
  }
}
