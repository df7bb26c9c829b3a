/// How a ``Gauge`` presents itself (recorded; the headless layout is the same for every style).
///
/// Differs from SwiftUI: a style of the app's own (one with `makeBody(configuration:)`) is
/// recorded by its name but not applied.
public protocol GaugeStyle {}

/// The platform's default: a linear capacity gauge on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A bar filled from its leading edge to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A bar with a marker at the value, as in a widget or a complication.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A bar filled to the value, as in a widget or a complication.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// An open ring with a marker at the value, as in a widget or a complication.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A closed ring filled to the value, as in a widget or a complication.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's default.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker at the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring filled to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension View {
  /// Sets the style of the gauges in this view (recorded).
  ///
  /// ```swift
  /// Gauge(value: speed, in: 0...200) { Text("Speed") }
  ///   .gaugeStyle(.accessoryCircular)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    self.style("gaugeStyle", TypeNames.unqualified(S.self))
  }
}
