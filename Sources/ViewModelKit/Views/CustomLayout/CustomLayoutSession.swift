import Foundation

/// The engine's side of a custom layout's proxies: measures through the engine during a call
/// of the layout's methods, and collects the placements of `placeSubviews`.
final class CustomLayoutSession {
  private var engine: UnsafeMutablePointer<LayoutEngine>?
  /// Where the layout placed each subview, by box, in the last `placeSubviews`.
  private(set) var placements: [ObjectIdentifier: (origin: CGPoint, proposal: ProposedViewSize)] =
    [:]
  /// Whether `place` calls are taken (during `placeSubviews`).
  private var isPlacing = false

  /// Runs `body` with this session measuring with `engine`, placing when `placing`.
  func run<Result>(
    with engine: inout LayoutEngine,
    placing: Bool = false,
    _ body: () -> Result
  ) -> Result {
    withUnsafeMutablePointer(to: &engine) { pointer in
      let outer = (self.engine, isPlacing)
      self.engine = pointer
      isPlacing = placing
      if placing { placements = [:] }
      defer { (self.engine, isPlacing) = outer }
      return body()
    }
  }

  private var current: UnsafeMutablePointer<LayoutEngine> {
    guard let engine else {
      preconditionFailure(
        "A LayoutSubview was used outside the calls of its container's layout methods."
      )
    }
    return engine
  }

  func size(of box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
    current.pointee.size(of: box, proposal, in: nil)
  }

  /// A stack's plan over `boxes`, as the engine makes it for a stack's children.
  func stackPlan(
    _ boxes: [LayoutBox],
    _ proposal: ProposedViewSize,
    _ axis: StackAxis,
    _ guide: GuideID,
    _ spacing: CGFloat?
  ) -> LayoutEngine.StackPlan {
    current.pointee.stackPlan(boxes, proposal, axis, guide, spacing)
  }

  /// A `ZStack`'s size over `boxes`.
  func zStackSize(_ boxes: [LayoutBox], _ proposal: ProposedViewSize) -> CGSize {
    current.pointee.zStackSize(boxes, proposal)
  }

  /// A grid's size over `boxes`, as the engine measures a `Grid`'s children.
  func gridSize(
    _ boxes: [LayoutBox],
    _ proposal: ProposedViewSize,
    _ horizontalSpacing: CGFloat?,
    _ verticalSpacing: CGFloat?
  ) -> CGSize {
    current.pointee
      .gridPlan(
        boxes,
        proposal,
        horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing
      )
      .size
  }

  /// Where a grid over `boxes` puts its rows and cells in `bounds`.
  func gridPlacements(
    _ boxes: [LayoutBox],
    in bounds: CGRect,
    _ proposal: ProposedViewSize,
    _ alignment: Alignment,
    _ horizontalSpacing: CGFloat?,
    _ verticalSpacing: CGFloat?
  ) -> [LayoutEngine.GridPlacement] {
    current.pointee.gridPlacements(
      boxes,
      in: bounds,
      proposal,
      alignment,
      horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing
    )
  }

  /// The value `box`, of `size` for `proposal`, sets for `guide` itself, if any (see
  /// `LayoutEngine.explicitGuideValue`).
  func explicitGuide(
    of box: LayoutBox,
    _ guide: GuideID,
    size: CGSize,
    _ proposal: ProposedViewSize
  ) -> CGFloat? {
    current.pointee.explicitGuideValue(of: box, size: size, proposal, guide)
  }

  /// The placements `body` makes (a layout's `placeSubviews` asked for where its subviews go),
  /// leaving those of the container's last placement as they were.
  func trialPlacements(
    _ body: () -> Void
  ) -> [ObjectIdentifier: (origin: CGPoint, proposal: ProposedViewSize)] {
    let saved = (placements, isPlacing)
    placements = [:]
    isPlacing = true
    defer { (placements, isPlacing) = saved }
    body()
    return placements
  }

  func place(
    _ box: LayoutBox,
    at position: CGPoint,
    anchor: UnitPoint,
    proposal: ProposedViewSize
  ) {
    guard isPlacing else { return }
    let size = size(of: box, proposal)
    let origin = CGPoint(
      x: position.x - anchor.x * size.width,
      y: position.y - anchor.y * size.height
    )
    placements[ObjectIdentifier(box)] = (origin, proposal)
  }
}
