/// The accessibility preferences of the device a view runs on, which views read through
/// `@Environment(\.accessibilityReduceMotion)` and its neighbours.
///
/// SwiftUI's values are read-only: the device's Settings app sets them. Headless, the host is
/// the device: a test turns a preference on with ``ViewHost/accessibility``, and the views that
/// read it update, as one environment change.
///
/// ```swift
/// struct Card: View {
///   @Environment(\.accessibilityReduceMotion) private var reduceMotion
///   var body: some View {
///     Text("Hello").transition(reduceMotion ? .opacity : .slide)
///   }
/// }
///
/// host.accessibility.reduceMotion = true
/// ```
///
/// Every preference is off and the contrast ``ColorSchemeContrast/standard`` until a test sets
/// it. Like SwiftUI, setting one changes nothing by itself: the views that read it decide.
public struct AccessibilitySettings: Hashable, Sendable {
  /// Reduce Motion: `accessibilityReduceMotion`.
  public var reduceMotion = false
  /// Differentiate Without Color: `accessibilityDifferentiateWithoutColor`.
  public var differentiateWithoutColor = false
  /// Reduce Transparency: `accessibilityReduceTransparency`.
  public var reduceTransparency = false
  /// Smart or Classic Invert: `accessibilityInvertColors`.
  public var invertColors = false
  /// Button Shapes: `accessibilityShowButtonShapes`.
  public var showButtonShapes = false
  /// VoiceOver: `accessibilityVoiceOverEnabled`.
  public var voiceOverEnabled = false
  /// Switch Control: `accessibilitySwitchControlEnabled`.
  public var switchControlEnabled = false
  /// Dim Flashing Lights: `accessibilityDimFlashingLights`.
  public var dimFlashingLights = false
  /// Whether animated images play (on unless Settings turns Animated Images off):
  /// `accessibilityPlayAnimatedImages`.
  public var playAnimatedImages = true
  /// Large Content Viewer: `accessibilityLargeContentViewerEnabled`.
  public var largeContentViewerEnabled = false
  /// Increase Contrast: `colorSchemeContrast`.
  public var contrast = ColorSchemeContrast.standard

  /// The device's defaults: every preference off, animated images playing, standard contrast.
  public init() {}
}

/// Whether the device asks for more contrast between colours: `@Environment(\.colorSchemeContrast)`.
///
/// ```swift
/// @Environment(\.colorSchemeContrast) private var contrast
///
/// var border: Color { contrast == .increased ? .primary : .secondary }
/// ```
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
  /// The system's standard contrast.
  case standard
  /// Increase Contrast is on.
  case increased
}

private struct AccessibilitySettingsKey: EnvironmentKey {
  static var defaultValue: AccessibilitySettings { AccessibilitySettings() }
}

extension EnvironmentValues {
  /// The device's accessibility preferences, which the host sets (`host.accessibility`).
  var accessibilitySettings: AccessibilitySettings {
    get { self[AccessibilitySettingsKey.self] }
    set { self[AccessibilitySettingsKey.self] = newValue }
  }

  /// Whether an assistive technology is on: VoiceOver or Switch Control.
  ///
  /// ```swift
  /// @Environment(\.accessibilityEnabled) private var isAssisted
  /// ```
  public var accessibilityEnabled: Bool {
    accessibilitySettings.voiceOverEnabled || accessibilitySettings.switchControlEnabled
  }

  /// Whether Reduce Motion is on: views should replace large movements with fades.
  ///
  /// ```swift
  /// @Environment(\.accessibilityReduceMotion) private var reduceMotion
  ///
  /// withAnimation(reduceMotion ? nil : .spring()) { isExpanded.toggle() }
  /// ```
  public var accessibilityReduceMotion: Bool { accessibilitySettings.reduceMotion }

  /// Whether Differentiate Without Color is on: views should not convey information by colour
  /// alone.
  ///
  /// ```swift
  /// @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
  /// ```
  public var accessibilityDifferentiateWithoutColor: Bool {
    accessibilitySettings.differentiateWithoutColor
  }

  /// Whether Reduce Transparency is on: views should use opaque backgrounds.
  public var accessibilityReduceTransparency: Bool { accessibilitySettings.reduceTransparency }

  /// Whether the display inverts colours.
  public var accessibilityInvertColors: Bool { accessibilitySettings.invertColors }

  /// Whether Button Shapes is on.
  public var accessibilityShowButtonShapes: Bool { accessibilitySettings.showButtonShapes }

  /// Whether VoiceOver is running.
  ///
  /// ```swift
  /// @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
  /// ```
  public var accessibilityVoiceOverEnabled: Bool { accessibilitySettings.voiceOverEnabled }

  /// Whether Switch Control is running.
  public var accessibilitySwitchControlEnabled: Bool {
    accessibilitySettings.switchControlEnabled
  }

  /// Whether Dim Flashing Lights is on.
  public var accessibilityDimFlashingLights: Bool { accessibilitySettings.dimFlashingLights }

  /// Whether animated images play (`true` unless Settings turns Animated Images off).
  public var accessibilityPlayAnimatedImages: Bool { accessibilitySettings.playAnimatedImages }

  /// Whether the Large Content Viewer is on.
  public var accessibilityLargeContentViewerEnabled: Bool {
    accessibilitySettings.largeContentViewerEnabled
  }

  /// The contrast the device asks for: ``ColorSchemeContrast/increased`` when Increase Contrast
  /// is on.
  public var colorSchemeContrast: ColorSchemeContrast { accessibilitySettings.contrast }
}
