import Foundation

/// How a control lays itself out as a leaf, for the layout tree.
@MainActor
protocol ControlLayout {
  var layoutKind: LayoutKind { get }
}

/// The drawn part of a control that has no view of its own in SwiftUI's API (a slider's track, a
/// stepper's buttons, a progress bar): a leaf of a fixed height and a fixed or flexible width.
///
/// Snapshots show it as `_ControlPart`; tree descriptions name the part (`Stepper.Buttons`).
public struct _ControlPart: View {
  public typealias Body = Never
  /// What it is, as tree descriptions show it.
  let name: String
  /// Its width; `nil` takes all the width offered.
  let width: CGFloat?
  let height: CGFloat
}

extension _ControlPart: PrimitiveView, ControlLayout, SnapshotDescribable {
  var layoutKind: LayoutKind {
    guard let width else {
      return .flexibleFrame(
        minWidth: nil,
        idealWidth: nil,
        maxWidth: .infinity,
        minHeight: nil,
        idealHeight: height,
        maxHeight: height,
        alignment: .center
      )
    }
    return .frame(width: width, height: height, alignment: .center)
  }

  var snapshotLine: String { name }
}

/// A view that may be absent, as a conditional rather than an `Optional` (whose node casts
/// as its wrapped view in the graph's dynamic checks).
@MainActor @ViewBuilder
func orEmpty<V: View>(_ view: V?) -> some View {
  if let view { view } else { EmptyView() }
}
