/// A one-line text field (`TextField`, `SecureField`): as in SwiftUI it takes all the width it
/// is offered and the height of its text, so a field beside an image in an `HStack` fills the
/// rest of the row and a field in a `List` row spans the row.
///
/// Without a width on offer (inside `fixedSize()`), it is as wide as its title. The title sits
/// where `multilineTextAlignment(_:)` puts the text: leading unless it says otherwise.
@MainActor
protocol TextFieldLayout {}

extension TextField: TextFieldLayout {}
extension SecureField: TextFieldLayout {}

/// The layout a ``TextFieldLayout`` view gets: a frame of unlimited maximum width around its
/// title.
enum TextFieldLayoutRule {
  static func layoutKind(in environment: EnvironmentValues) -> LayoutKind {
    let alignment: Alignment =
      switch environment.multilineTextAlignment {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    return .flexibleFrame(
      minWidth: nil,
      idealWidth: nil,
      maxWidth: .infinity,
      minHeight: nil,
      idealHeight: nil,
      maxHeight: nil,
      alignment: alignment
    )
  }
}
