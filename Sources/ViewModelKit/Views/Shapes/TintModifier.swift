/// The content's tint: `tint(_:)`.
public struct _TintModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let style: AnyShapeStyle?

  var environmentSignature: Any? { style as Any }

  func transform(environment: inout EnvironmentValues) {
    environment.tintStyle = style
  }
}

extension View {
  /// Sets the tint of this view's content: what `.tint` resolves to, and the accent of
  /// controls (recorded on them).
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $isOn).tint(.green)
  /// ```
  ///
  /// - Parameter tint: The colour; `nil` for the accent colour.
  /// - Returns: The view.
  public func tint(_ tint: Color?) -> ModifiedContent<Self, _TintModifier> {
    modifier(_TintModifier(style: tint.map(AnyShapeStyle.init)))
  }

  /// Sets the tint of this view's content to a style.
  ///
  /// ```swift
  /// ProgressView(value: 0.5).tint(.linearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing))
  /// ```
  ///
  /// - Parameter tint: The style; `nil` for the accent colour.
  /// - Returns: The view.
  public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _TintModifier> {
    modifier(_TintModifier(style: tint.map(AnyShapeStyle.init)))
  }
}

extension _TintModifier: SnapshotDescribable {
  var snapshotLine: String { ".tint(\(style.map { ShapeStyleNames.name(of: $0) } ?? "nil"))" }
}
