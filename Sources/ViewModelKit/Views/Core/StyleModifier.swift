/// A style that changes how a view is drawn but not its layout or behaviour headlessly (font,
/// colour, corner radius, shadow, accessibility label…): recorded on the view, shown in tree
/// descriptions.
public struct _StyleModifier: ViewModifier, PrimitiveModifier, SnapshotDescribable {
  public typealias Body = Never
  let name: String
  let value: String

  var snapshotLine: String { ".\(name)(\(value))" }
}

extension View {
  /// Records a style that has no headless effect.
  func style(_ name: String, _ value: Any) -> ModifiedContent<Self, _StyleModifier> {
    modifier(_StyleModifier(name: name, value: String(describing: value)))
  }
}
