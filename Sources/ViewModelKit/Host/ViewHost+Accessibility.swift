extension ViewHost {
  /// The accessibility preferences of the host's device, which `@Environment(\.accessibilityReduceMotion)`,
  /// `accessibilityVoiceOverEnabled`, `colorSchemeContrast` and their neighbours read.
  ///
  /// Every preference is off until a test sets one; setting them applies the change as one
  /// environment change, and the views that read a changed value update.
  ///
  /// ```swift
  /// host.accessibility.reduceMotion = true
  /// host.accessibility.voiceOverEnabled = true
  /// ```
  public var accessibility: AccessibilitySettings {
    get { graph.rootEnvironment.accessibilitySettings }
    set { setEnvironment(\.accessibilitySettings, newValue) }
  }
}
