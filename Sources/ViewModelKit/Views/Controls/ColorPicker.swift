/// A control that picks a colour.
///
/// Laid out as a row: its label, a spacer, and a 28×28-point swatch (a project measure of iOS's
/// colour well). A ``ViewHost`` sets it by its label: `host.setValue(Color.red, of: "Tint")`.
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)
/// ```
public struct ColorPicker<Label: View>: View, BuiltInView {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label
  @Environment(\._labelsHidden) private var labelsHidden

  /// Creates a colour picker with a label view.
  ///
  /// - Parameters:
  ///   - selection: The colour.
  ///   - supportsOpacity: Whether an opacity can be picked (recorded).
  ///   - label: What the picker is for.
  public init(
    selection: Binding<Color>,
    supportsOpacity: Bool = true,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  public var body: some View {
    HStack {
      orEmpty(labelsHidden ? nil : label)
      Spacer()
      _ControlPart(name: "ColorPicker.Swatch", width: 28, height: 28)
    }
  }
}

extension ColorPicker where Label == Text {
  /// Creates a colour picker with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - selection: The colour.
  ///   - supportsOpacity: Whether an opacity can be picked (recorded).
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<Color>,
    supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension ColorPicker: SnapshotDescribable, ValueControl, LabelledControl {
  var snapshotLine: String { "ColorPicker selection: \(selection.wrappedValue)" }

  var valueTypeName: String { "Color" }

  func setValue(_ value: Any) -> Bool {
    guard let color = value as? Color else { return false }
    selection.wrappedValue = color
    return true
  }

  var labelTexts: [String] { ViewValues.texts(of: label) }
}
