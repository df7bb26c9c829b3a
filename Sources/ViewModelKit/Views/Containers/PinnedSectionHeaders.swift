import Foundation

/// A section's header, which stays at the top of the scroll view's viewport while its section
/// scrolls under it when the section is in a `LazyVStack(pinnedViews: [.sectionHeaders])`.
///
/// The header is laid out where it belongs and drawn shifted down (an offset, drawn above the
/// section's rows): by as much as the viewport's top is below its top, and no further than the
/// end of its section, so that the next section's header pushes it up and out, as on a device.
/// The shift follows the scroll view's offset as it is set (scrolled, or scrolled to); while an
/// animated scroll runs, the header animates to where the scroll ends with the same animation.
struct _SectionHeader<Header: View>: View, BuiltInView {
  let header: Header

  var body: some View {
    let shift = EvaluationContext.current.map { PinnedHeaders.shift(of: $0.node) } ?? 0
    header.offset(y: shift).zIndex(shift > 0 ? 1 : 0)
  }
}

/// The header has a layout box of its own (a passthrough), so that its frame is known and a
/// layout that gives it one evaluates it again (as a geometry reader).
extension _SectionHeader: StackLayoutConvertible {
  var layoutKind: LayoutKind { .passthrough }
}

/// A ``Section``, seen without its types.
@MainActor
protocol SectionView {}

extension Section: SectionView {}

/// A stack that may pin its sections' headers.
@MainActor
protocol PinningStack {
  var pinnedViews: PinnedScrollableViews { get }
}

extension LazyVStack: PinningStack {}

@MainActor
enum PinnedHeaders {
  /// How far the header of `node` is drawn below where it is laid out: 0 unless its section is
  /// in a lazy vertical stack that pins section headers, in a vertical scroll view.
  ///
  /// Reading the scroll view's offset makes the header depend on it: it is evaluated again at
  /// every scroll, with the frames of the last layout; registering as a geometry reader
  /// evaluates it again once a layout gave it (or changed) its frame, so that the header of a
  /// section that a long jump brings into view pins in the same update.
  static func shift(of node: ViewNode) -> CGFloat {
    var section: ViewNode?
    var isPinned = false
    var viewport: ViewNode?
    var current = node.parent
    while let ancestor = current {
      if section == nil, ancestor.view is any SectionView {
        section = ancestor
      } else if section != nil, !isPinned, let stack = ancestor.view as? any PinningStack {
        guard stack.pinnedViews.contains(.sectionHeaders) else { return 0 }
        isPinned = true
      } else if ancestor.view is any ScrollViewportView {
        viewport = ancestor
      } else if ancestor.view is any ScrollViewProtocol {
        break
      }
      current = ancestor.parent
    }
    guard isPinned, let section, let viewport, let scrollView = current,
      let port = viewport.view as? any ScrollViewportView, port.axes.contains(.vertical),
      let slot = ScrollTargeting.offsetSlot(of: scrollView)
    else { return 0 }
    let offset = slot.read()
    _ = GeometryProxy.current()
    guard let header = node.layoutBox?.frame ?? node.boxesFrame,
      let sectionFrame = section.boxesFrame,
      let viewportFrame = viewport.layoutBox?.frame
    else { return 0 }
    let top = viewportFrame.minY + offset.y
    return max(0, min(top - header.minY, sectionFrame.maxY - header.maxY))
  }
}
