/// How a symbol effect runs: how many times and how fast.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(3).speed(2), value: count)
/// ```
public struct SymbolEffectOptions: Hashable, Sendable, CustomStringConvertible {
  var repeatCount: Int?
  var isRepeating: Bool?
  var speedFactor: Double?

  /// The effect's own defaults.
  public static let `default` = SymbolEffectOptions()
  /// Repeats the effect while it is active.
  public static let repeating = SymbolEffectOptions(isRepeating: true)
  /// Runs the effect once.
  public static let nonRepeating = SymbolEffectOptions(isRepeating: false)

  /// Runs the effect `count` times.
  ///
  /// - Parameter count: How many times (at least 1).
  /// - Returns: The options.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }

  /// Runs the effect `speed` times as fast as by default.
  ///
  /// - Parameter speed: The factor (a non-positive or non-finite one is ignored).
  /// - Returns: The options.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, repeating.
  public var repeating: SymbolEffectOptions {
    var copy = self
    copy.isRepeating = true
    copy.repeatCount = nil
    return copy
  }

  /// These options, not repeating.
  public var nonRepeating: SymbolEffectOptions {
    var copy = self
    copy.isRepeating = false
    copy.repeatCount = nil
    return copy
  }

  /// These options, running `count` times.
  ///
  /// - Parameter count: How many times (at least 1).
  /// - Returns: The options.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var copy = self
    copy.repeatCount = max(1, count)
    copy.isRepeating = nil
    return copy
  }

  /// These options at `speed` times the default speed.
  ///
  /// - Parameter speed: The factor (a non-positive or non-finite one is ignored).
  /// - Returns: The options.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    if speed.isFinite, speed > 0 { copy.speedFactor = speed }
    return copy
  }

  public var description: String {
    var parts: [String] = []
    if let repeatCount { parts.append("repeat(\(repeatCount))") }
    if let isRepeating { parts.append(isRepeating ? "repeating" : "nonRepeating") }
    if let speedFactor { parts.append("speed(\(Format.number(speedFactor)))") }
    return parts.isEmpty ? "default" : parts.joined(separator: ".")
  }
}
