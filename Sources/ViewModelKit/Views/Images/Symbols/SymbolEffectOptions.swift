/// How a symbol effect runs: how many times, how fast, and how it repeats.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(3).speed(2), value: count)
/// Image(systemName: "wifi").symbolEffect(.pulse, options: .repeat(.periodic(2, delay: 0.5)))
/// ```
///
/// Headless, one play of an effect lasts ``SymbolEffectOptions/playDuration`` (1 second) at
/// speed 1: the Symbols framework documents no duration, so snapshots measure progress against
/// this constant (see `symbolEffect(_:options:value:)`).
public struct SymbolEffectOptions: Hashable, Sendable, CustomStringConvertible {
  var repeatCount: Int?
  var isRepeating: Bool?
  var behavior: RepeatBehavior?
  var speedFactor: Double?

  /// How long one play of an effect lasts headlessly at speed 1, in seconds (the Symbols
  /// framework documents no duration; this package chooses 1 second).
  public static let playDuration = 1.0

  /// The effect's own defaults.
  public static let `default` = SymbolEffectOptions()
  /// Repeats the effect while it is active.
  public static let repeating = SymbolEffectOptions(isRepeating: true)
  /// Runs the effect once.
  public static let nonRepeating = SymbolEffectOptions(isRepeating: false)

  /// Runs the effect `count` times.
  ///
  /// - Parameter count: How many times (at least 1), or `nil` for the effect's default.
  /// - Returns: The options.
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }

  /// Repeats the effect with a behavior (periodic plays, or one continuous animation).
  ///
  /// - Parameter behavior: The behavior.
  /// - Returns: The options.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(behavior)
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
    copy.behavior = nil
    return copy
  }

  /// These options, not repeating.
  public var nonRepeating: SymbolEffectOptions {
    var copy = self
    copy.isRepeating = false
    copy.repeatCount = nil
    copy.behavior = nil
    return copy
  }

  /// These options, running `count` times.
  ///
  /// - Parameter count: How many times (at least 1), or `nil` for the effect's default.
  /// - Returns: The options.
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    var copy = self
    copy.repeatCount = count.map { max(1, $0) }
    copy.isRepeating = nil
    copy.behavior = nil
    return copy
  }

  /// These options, repeating with a behavior.
  ///
  /// - Parameter behavior: The behavior.
  /// - Returns: The options.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    var copy = self
    copy.behavior = behavior
    copy.repeatCount = nil
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
    if let behavior { parts.append("repeat(\(behavior))") }
    if let speedFactor { parts.append("speed(\(Format.number(speedFactor)))") }
    return parts.isEmpty ? "default" : parts.joined(separator: ".")
  }
}

extension SymbolEffectOptions {
  /// How a repeating effect repeats: periodic plays with a delay between them, or one
  /// continuous animation.
  ///
  /// ```swift
  /// Image(systemName: "bell").symbolEffect(.wiggle, options: .repeat(.periodic(3, delay: 1)))
  /// ```
  public struct RepeatBehavior: Hashable, Sendable, CustomStringConvertible {
    let isContinuous: Bool
    let count: Int?
    let delay: Double?

    /// Repeats indefinitely with one continuous animation where the effect has one.
    public static var continuous: RepeatBehavior {
      RepeatBehavior(isContinuous: true, count: nil, delay: nil)
    }

    /// Repeats indefinitely, playing the effect at regular intervals.
    public static var periodic: RepeatBehavior {
      RepeatBehavior(isContinuous: false, count: nil, delay: nil)
    }

    /// Plays the effect `count` times (indefinitely for `nil`), waiting `delay` seconds between
    /// plays (none for `nil`).
    ///
    /// - Parameters:
    ///   - count: How many plays (at least 1), or `nil` for indefinitely.
    ///   - delay: The pause between plays in seconds (a negative or non-finite one is taken
    ///     as none), or `nil` for the default pause (none headlessly).
    /// - Returns: The behavior.
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(
        isContinuous: false,
        count: count.map { max(1, $0) },
        delay: delay.map { $0.isFinite && $0 > 0 ? $0 : 0 }
      )
    }

    public var description: String {
      if isContinuous { return "continuous" }
      var arguments: [String] = []
      if let count { arguments.append("\(count)") }
      if let delay { arguments.append("delay: \(Format.number(delay))") }
      return arguments.isEmpty ? "periodic" : "periodic(\(arguments.joined(separator: ", ")))"
    }
  }

  /// The speed factor (1 by default).
  var speed: Double { speedFactor ?? 1 }

  /// How many plays a trigger of a discrete effect makes: `nil` for indefinitely.
  var plays: Int? {
    if let repeatCount { return repeatCount }
    if let behavior { return behavior.isContinuous ? nil : behavior.count }
    return isRepeating == true ? nil : 1
  }

  /// How many plays an indefinite effect makes while it is active: `nil` for as long as it is
  /// active (its default, `repeating`, `repeat(nil)`, `.periodic` without a count and
  /// `.continuous`), 1 for `nonRepeating`.
  var indefinitePlays: Int? {
    if let repeatCount { return repeatCount }
    if let behavior { return behavior.isContinuous ? nil : behavior.count }
    return isRepeating == false ? 1 : nil
  }

  /// The pause between two plays, in seconds of effect time.
  var pause: Double { behavior?.delay ?? 0 }
}
