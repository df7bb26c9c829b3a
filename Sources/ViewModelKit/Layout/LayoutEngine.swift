package import Foundation

/// Lays out a ``LayoutNode`` tree in a screen: SwiftUI's propose, size and place algorithm.
///
/// The root is proposed the screen size and centred in it. Each container proposes a size to
/// its children, each child chooses its own size, and the container places it. The engine
/// remembers every size it measures for a (box, proposal) pair on the ``LayoutBox``, so a stack
/// that asks a child for its minimum, maximum and final size measures each only once; a pass over
/// a typical tree stays linear in its size. A tree of boxes kept between passes is laid out
/// incrementally: only the boxes on the paths to changes are measured and placed again (see
/// ``LayoutBox``). A ``LayoutNode`` value tree is laid out from scratch.
///
/// Choices the reference leaves open: positions are not rounded to pixels, and the layout
/// direction is always left to right.
///
/// ```swift
/// var engine = LayoutEngine()
/// let result = engine.layout(tree, in: CGSize(width: 390, height: 844))
/// ```
package struct LayoutEngine {
  /// How many sizes the engine has computed rather than found in its cache, for tests that
  /// check a pass stays close to linear in the size of the tree.
  package private(set) var measurementCount = 0
  /// How many boxes the engine has placed rather than skipped as unchanged.
  package private(set) var placementCount = 0
  /// The boxes whose frame or text lines changed (or that lost their frame), in placement order.
  package private(set) var changed: [LayoutBox] = []
  /// The screen the tree is laid out in: the container of `containerRelativeFrame`.
  var screen: CGSize?
  /// The safe areas around the box being placed, innermost last (see ``SafeAreaLayer``).
  var safeArea: [SafeAreaLayer] = []
  /// The device's safe-area insets (a status bar, a home indicator): none by default.
  package var safeAreaInsets = EdgeInsets()

  /// Creates an engine with nothing measured yet.
  package init() {}

  /// Proposes `screen` to `root`, centres it, and returns every node's frame.
  ///
  /// ```swift
  /// var engine = LayoutEngine()
  /// let frames = engine.layout(tree, in: CGSize(width: 390, height: 844)).frames
  /// ```
  ///
  /// - Parameters:
  ///   - root: The tree to lay out.
  ///   - screen: The screen size, proposed to the root.
  /// - Returns: The frames, in screen coordinates, and the lines of every text.
  package mutating func layout(_ root: LayoutNode, in screen: CGSize) -> LayoutResult {
    let box = LayoutBox(root)
    layout(box, in: screen)
    var result = LayoutResult()
    box.collect(into: &result)
    return result
  }

  /// Lays out a tree of boxes kept between passes, redoing only what its changes affect; the
  /// frames are left on the boxes and the boxes whose frames changed in ``changed``.
  ///
  /// ```swift
  /// var engine = LayoutEngine()
  /// engine.layout(rootBox, in: CGSize(width: 390, height: 844))
  /// rootBox.frame  // the root's frame
  /// ```
  ///
  /// - Parameters:
  ///   - root: The root box.
  ///   - screen: The screen size, proposed to the root.
  package mutating func layout(_ root: LayoutBox, in screen: CGSize) {
    self.screen = screen
    if safeAreaInsets != EdgeInsets() { return layoutInDeviceSafeArea(root, in: screen) }
    let proposal = ProposedViewSize(screen)
    let size = size(of: root, proposal, in: nil)
    let origin = CGPoint(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2)
    place(root, at: origin, proposal, in: nil)
  }

  /// Returns the size `node` chooses for `proposal` when it is not inside a stack.
  ///
  /// ```swift
  /// var engine = LayoutEngine()
  /// engine.sizeThatFits(LayoutNode(id: 0, kind: .shape), proposal: .unspecified)  // 10 × 10
  /// ```
  ///
  /// - Parameters:
  ///   - node: The node to measure.
  ///   - proposal: The size offered to it.
  /// - Returns: The node's size.
  package mutating func sizeThatFits(_ node: LayoutNode, proposal: ProposedViewSize) -> CGSize {
    size(of: LayoutBox(node), proposal, in: nil)
  }

  /// Measures `box`, whose enclosing stack (looking through single-child modifiers) lays
  /// out along `axis`, remembering the answer on the box.
  mutating func size(
    of box: LayoutBox,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) -> CGSize {
    let key = LayoutBox.SizeProbe(proposal: proposal, axis: axis)
    if let known = box.sizes.size(for: key) { return known }
    let size = DeepStack.nest { measure(box, proposal, in: axis) }
    measurementCount += 1
    box.sizes.store(size, for: key)
    return size
  }

  /// Places `box` with its top-leading corner at `origin`, sized for `proposal`, and then its
  /// children inside it; a box without changes placed as before is skipped with its subtree.
  mutating func place(
    _ box: LayoutBox,
    at origin: CGPoint,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) {
    guard !box.isEmptyView else {
      unplace(box)
      return
    }
    let placement = LayoutBox.Placement(
      origin: origin,
      proposal: proposal,
      axis: axis,
      safeArea: safeArea
    )
    if !box.needsLayout, box.placement == placement { return }
    placementCount += 1
    let size = size(of: box, proposal, in: axis)
    let bounds = CGRect(origin: origin, size: size)
    let previous = (frame: box.frame, placement: box.placement)
    var isChanged = box.frame != bounds
    box.frame = bounds
    box.placement = placement
    if box.textLines != nil, !box.kind.isText {
      box.textLines = nil
      isChanged = true
    }
    DeepStack.nest {
      switch box.kind {
      case .text(let text, let lineLimit, let style):
        let lines =
          TextLayout.measure(text, width: proposal.width, lineLimit: lineLimit, style: style)
          .lines
        if box.textLines != lines {
          box.textLines = lines
          isChanged = true
        }
      case .shape, .spacer, .empty:
        break
      case .vStack(let alignment, let spacing):
        placeStack(box, in: bounds, proposal, .vertical, GuideID(alignment), spacing, previous)
      case .hStack(let alignment, let spacing):
        placeStack(box, in: bounds, proposal, .horizontal, GuideID(alignment), spacing, previous)
      case .zStack(let alignment):
        placeZStack(box.children, in: bounds, alignment)
      case .frame(let width, let height, let alignment):
        placeFrame(box.onlyChild, in: bounds, proposal, width, height, alignment, axis)
      case .flexibleFrame:
        placeFlexibleFrame(box, in: bounds, proposal, in: axis)
      case .padding(let insets):
        placePadding(box.onlyChild, in: bounds, proposal, insets, axis)
      case .passthrough:
        place(box.onlyChild, at: origin, proposal, in: axis)
      case .layered(let alignment):
        placeLayered(box, at: origin, proposal, alignment, in: axis)
      case .layoutPriority, .fixedSize, .aspectRatio, .position, .divider, .gridCellColumns,
        .gridColumnAlignment, .alignmentGuide:
        placeUnary(box, in: bounds, proposal, in: axis)
      case .containerRelativeFrame(let rule):
        let (width, height) = containerLengths(rule, proposal)
        placeFrame(box.onlyChild, in: bounds, proposal, width, height, rule.alignment, axis)
      case .safeAreaInset(let edge, let alignment, let spacing):
        placeSafeAreaInset(box, in: bounds, proposal, edge, alignment, spacing, in: axis)
      case .geometryReader:
        placeGeometryReader(box, in: bounds)
      case .viewThatFits(let axes):
        placeViewThatFits(box, in: bounds, proposal, axes)
      case .lazyVStack(let alignment, let spacing):
        placeStack(box, in: bounds, proposal, .vertical, GuideID(alignment), spacing, previous)
      case .lazyHStack(let alignment, let spacing):
        placeStack(box, in: bounds, proposal, .horizontal, GuideID(alignment), spacing, previous)
      case .grid(let alignment, let horizontal, let vertical):
        placeGrid(
          box,
          in: bounds,
          proposal,
          alignment,
          horizontalSpacing: horizontal,
          verticalSpacing: vertical
        )
      case .gridRow:
        break  // The grid places the cells of its rows.
      case .lazyGrid(let gridAxis, let items, let alignment, let spacing):
        let axis: StackAxis = gridAxis == .vertical ? .vertical : .horizontal
        placeLazyGrid(box, in: bounds, proposal, axis, items, alignment, spacing)
      case .screens(let visibleFrom, let hasBars):
        placeScreens(box, in: bounds, visibleFrom: visibleFrom, hasBars: hasBars)
      case .presentation(let placement):
        placePresentation(box, at: origin, proposal, placement, in: axis)
      case .scrollView(let axes):
        placeScrollView(box, in: bounds, proposal, axes)
      case .lazyWindow(let content, let axis, let before, let after):
        placeLazyWindow(box, content, in: bounds, proposal, axis, before, after, previous)
      case .listRow(let row):
        placeListRow(box, in: bounds, proposal, row)
      case .listSection(let top):
        placeListSection(box, in: bounds, top)
      case .listRowInsets, .listRowSeparator, .layoutValue:
        place(box.onlyChild, at: origin, proposal, in: axis)
      case .custom(let rule):
        placeCustom(box, rule, in: bounds, proposal)
      case .tabView(let selected):
        placeTabView(box, in: bounds, selected)
      case .safeAreaIgnoring(let edges):
        placeIgnoringSafeArea(box.onlyChild, in: bounds, proposal, edges, in: axis)
      case .toolbarRows:
        placeToolbarRows(box, in: bounds)
      case .navigationBarContent(let content):
        placeNavigationBarContent(box, in: bounds, content)
      }
    }
    if isChanged { changed.append(box) }
    box.didLayout()
  }

  /// Takes the frame off a box and leaves the boxes inside it as they are; returns whether it
  /// was placed.
  ///
  /// A covered screen is parked: its boxes keep their placements, so that the screen shown
  /// again where it was is placed at the cost of its own box (a push and a pop do no layout
  /// work in the screen below). Nothing below an unplaced box is drawn, tapped or in a snapshot.
  @discardableResult
  mutating func park(_ box: LayoutBox) -> Bool {
    guard box.frame != nil || box.placement != nil || box.textLines != nil else { return false }
    box.frame = nil
    box.textLines = nil
    box.placement = nil
    changed.append(box)
    return true
  }

  /// Takes the frames off a box that is no longer placed, and off its subtree.
  mutating func unplace(_ box: LayoutBox) {
    guard park(box) else { return }
    for child in box.children { DeepStack.nest { unplace(child) } }
  }

  /// Computes a size from scratch; only ``size(of:_:in:)`` calls it.
  private mutating func measure(
    _ box: LayoutBox,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) -> CGSize {
    switch box.kind {
    case .text(let text, let lineLimit, let style):
      TextLayout.measure(text, width: proposal.width, lineLimit: lineLimit, style: style).size
    case .shape:
      proposal.replacingUnspecifiedDimensions()
    case .spacer(let minLength):
      Self.spacerSize(minLength: minLength, proposal, in: axis)
    case .vStack(let alignment, let spacing):
      stackPlan(box, proposal, .vertical, GuideID(alignment), spacing).size
    case .hStack(let alignment, let spacing):
      stackPlan(box, proposal, .horizontal, GuideID(alignment), spacing).size
    case .zStack(let alignment):
      Self.zStackNeedsGuides(box.children, alignment)
        ? guidedZStackLayout(box.children, proposal, alignment).size
        : zStackSize(box.children, proposal)
    case .frame(let width, let height, _):
      frameSize(box.onlyChild, proposal, width, height, axis)
    case .flexibleFrame:
      flexibleFrameSize(box, proposal, in: axis)
    case .padding(let insets):
      paddingSize(box.onlyChild, proposal, insets, axis)
    case .passthrough:
      size(of: box.onlyChild, proposal, in: axis)
    case .layered:
      box.children.first.map { size(of: $0, proposal, in: axis) } ?? .zero
    case .empty:
      .zero
    case .layoutPriority, .fixedSize, .aspectRatio, .position, .divider, .gridCellColumns,
      .gridColumnAlignment, .alignmentGuide:
      unarySize(box, proposal, in: axis)
    case .containerRelativeFrame(let rule):
      frameSize(box.onlyChild, proposal, containerLengths(rule, proposal), axis)
    case .safeAreaInset(let edge, _, let spacing):
      safeAreaInsetSize(box, proposal, edge, spacing, in: axis)
    case .geometryReader:
      Self.geometryReaderSize(proposal)
    case .viewThatFits(let axes):
      fittingChild(box, proposal, axes).map { size(of: $0, proposal, in: nil) } ?? .zero
    case .lazyVStack(let alignment, let spacing):
      lazyStackSize(box, proposal, .vertical, GuideID(alignment), spacing)
    case .lazyHStack(let alignment, let spacing):
      lazyStackSize(box, proposal, .horizontal, GuideID(alignment), spacing)
    case .grid(_, let horizontal, let vertical):
      gridPlan(box.children, proposal, horizontalSpacing: horizontal, verticalSpacing: vertical)
        .size
    case .gridRow:
      proposal.replacingUnspecifiedDimensions(by: .zero)
    case .lazyGrid(let gridAxis, let items, _, let spacing):
      lazyGridPlan(box, proposal, gridAxis == .vertical ? .vertical : .horizontal, items, spacing)
        .size
    case .screens:
      proposal.replacingUnspecifiedDimensions(by: .zero)
    case .presentation:
      box.children.first.map { size(of: $0, proposal, in: axis) } ?? .zero
    case .scrollView(let axes):
      scrollViewSize(box, proposal, axes)
    case .lazyWindow(let content, let axis, let before, let after):
      lazyWindowSize(box, content, proposal, axis, before, after)
    case .listRow(let row):
      listRowSize(box, proposal, row)
    case .listSection(let top):
      listSectionSize(box, proposal, top)
    case .listRowInsets, .listRowSeparator, .layoutValue:
      size(of: box.onlyChild, proposal, in: axis)
    case .custom(let rule):
      customSize(box, rule, proposal)
    case .tabView:
      proposal.replacingUnspecifiedDimensions()
    case .safeAreaIgnoring:
      size(of: box.onlyChild, proposal, in: axis)
    case .toolbarRows, .navigationBarContent:
      proposal.replacingUnspecifiedDimensions(by: .zero)
    }
  }

  /// A `Spacer` is `max(proposal, minLength ?? 8)` along its stack's axis and 0 across it;
  /// outside a stack it grows along both axes.
  private static func spacerSize(
    minLength: CGFloat?,
    _ proposal: ProposedViewSize,
    in axis: StackAxis?
  ) -> CGSize {
    let least = minLength ?? 8
    let width = max(proposal.width ?? least, least)
    let height = max(proposal.height ?? least, least)
    switch axis {
    case .horizontal: return CGSize(width: width, height: 0)
    case .vertical: return CGSize(width: 0, height: height)
    case nil: return CGSize(width: width, height: height)
    }
  }
}

extension LayoutKind {
  /// Whether the kind is a text, which has lines.
  fileprivate var isText: Bool {
    if case .text = self { return true }
    return false
  }
}
