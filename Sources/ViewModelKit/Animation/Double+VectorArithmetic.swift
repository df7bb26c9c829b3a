public import Foundation

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }

  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }

  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

  public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: Animatable {}

extension CGFloat: Animatable {}
