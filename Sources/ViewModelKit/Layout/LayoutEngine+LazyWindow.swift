import Foundation

/// A lazy container that has views only for a window of its rows.
///
/// The realized rows are laid out as the container lays out all of its rows (a stack, a grid),
/// shifted along the axis by the length of the rows before the window; the container is as long
/// as the realized rows and the rows outside the window together (their lengths estimated from
/// their data, see ``LazyRowsState``).
extension LayoutEngine {
  /// The size of the container: its realized rows' size, lengthened by the rows outside.
  mutating func lazyWindowSize(
    _ box: LayoutBox,
    _ content: LayoutKind,
    _ proposal: ProposedViewSize,
    _ axis: Axis,
    _ before: CGFloat,
    _ after: CGFloat
  ) -> CGSize {
    let inner = realizedSize(box, content, proposal)
    let stackAxis: StackAxis = axis == .vertical ? .vertical : .horizontal
    return stackAxis.size(
      major: stackAxis.major(inner) + before + after,
      minor: stackAxis.minor(inner)
    )
  }

  private mutating func realizedSize(
    _ box: LayoutBox,
    _ content: LayoutKind,
    _ proposal: ProposedViewSize
  ) -> CGSize {
    switch content {
    case .lazyVStack(let alignment, let spacing):
      lazyStackSize(box, proposal, .vertical, GuideID(alignment), spacing)
    case .lazyHStack(let alignment, let spacing):
      lazyStackSize(box, proposal, .horizontal, GuideID(alignment), spacing)
    case .lazyGrid(let gridAxis, let items, _, let spacing):
      lazyGridPlan(box, proposal, gridAxis == .vertical ? .vertical : .horizontal, items, spacing)
        .size
    default:
      stackPlan(box, proposal, .vertical, GuideID(HorizontalAlignment.leading), 0).size
    }
  }

  /// Places the realized rows after the length of the rows before the window.
  mutating func placeLazyWindow(
    _ box: LayoutBox,
    _ content: LayoutKind,
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ axis: Axis,
    _ before: CGFloat,
    _ after: CGFloat,
    _ previous: (frame: CGRect?, placement: LayoutBox.Placement?)
  ) {
    let inner =
      axis == .vertical
      ? CGRect(
        x: bounds.minX,
        y: bounds.minY + before,
        width: bounds.width,
        height: max(0, bounds.height - before - after)
      )
      : CGRect(
        x: bounds.minX + before,
        y: bounds.minY,
        width: max(0, bounds.width - before - after),
        height: bounds.height
      )
    // The realized rows move when the window does: always placed again (they are few).
    let shifted = (frame: CGRect?.none, placement: previous.placement)
    switch content {
    case .lazyVStack(let alignment, let spacing):
      placeStack(box, in: inner, proposal, .vertical, GuideID(alignment), spacing, shifted)
    case .lazyHStack(let alignment, let spacing):
      placeStack(box, in: inner, proposal, .horizontal, GuideID(alignment), spacing, shifted)
    case .lazyGrid(let gridAxis, let items, let alignment, let spacing):
      let stackAxis: StackAxis = gridAxis == .vertical ? .vertical : .horizontal
      placeLazyGrid(box, in: inner, proposal, stackAxis, items, alignment, spacing)
    default:
      let guide = GuideID(HorizontalAlignment.leading)
      placeStack(box, in: inner, proposal, .vertical, guide, 0, shifted)
    }
  }
}
