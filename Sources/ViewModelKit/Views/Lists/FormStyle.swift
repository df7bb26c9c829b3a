/// How a `Form` arranges its sections (recorded only: headless, every form lays out as a
/// grouped list).
///
/// ```swift
/// Form { … }.formStyle(.grouped)
/// ```
@MainActor @preconcurrency
public protocol FormStyle {}

/// The platform's default form style.
public struct AutomaticFormStyle: FormStyle {
  public init() {}
}

/// Sections as grouped rows with headers and footers.
public struct GroupedFormStyle: FormStyle {
  public init() {}
}

/// Labels and controls in two columns (macOS).
public struct ColumnsFormStyle: FormStyle {
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's default form style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections as grouped rows.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in two columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the style of the forms in this view (recorded in tree descriptions).
  ///
  /// ```swift
  /// Form { Toggle("Wi-Fi", isOn: $wifi) }.formStyle(.grouped)
  /// ```
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, recorded with the style.
  public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("formStyle", TypeNames.unqualified(S.self))
  }
}
