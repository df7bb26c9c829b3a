import Foundation

/// The matched-geometry views in flight: a view of a pair whose frame animates between the two
/// views' geometries, and whose content is laid out again at every frame in the frame it has
/// then, as SwiftUI proposes the interpolated size to the view (texts wrap again, stacks
/// space again).
///
/// A renderer has one only once a pair animated, and drops each flight when its frame animation
/// ends, so frames of other trees do no matched-geometry work at all.
@MainActor
final class MatchedFlights {
  /// One view in flight.
  final class Flight {
    /// The item of the view's `matchedGeometryEffect`, whose frame animates.
    let root: RenderItem
    /// The layout box of the view's content, laid out in the root's presented frame.
    let content: LayoutBox
    let anchor: UnitPoint
    /// The items below the root, deepest first, each with its box (or its children's items,
    /// whose frames it unites when it has no box of its own).
    let entries: [(item: RenderItem, box: LayoutBox?, children: [RenderItem])]
    /// Whether the view stays (the inserted one): its boxes are put back in place after each
    /// frame, so that the next update finds the layout it made.
    let isLive: Bool
    /// Once the view left, the leaving item that holds it on screen.
    var holder: RenderItem?

    init(
      root: RenderItem,
      content: LayoutBox,
      anchor: UnitPoint,
      entries: [(item: RenderItem, box: LayoutBox?, children: [RenderItem])],
      isLive: Bool
    ) {
      self.root = root
      self.content = content
      self.anchor = anchor
      self.entries = entries
      self.isLive = isLive
    }
  }

  private(set) var flights: [Flight] = []

  var isEmpty: Bool { flights.isEmpty }

  /// Starts a flight, replacing any flight of the same view.
  func add(_ flight: Flight) {
    remove(root: flight.root)
    flights.append(flight)
  }

  /// Ends the flight of a view, if it has one.
  func remove(root: RenderItem) {
    flights.removeAll { $0.root === root }
  }

  /// Lays every flight still on screen out in its root's presented frame, dropping those whose
  /// frame animation ended (their content then has its own layout's frames) and those no longer
  /// drawn.
  func layOut(isShown: (Flight) -> Bool) {
    var engine = LayoutEngine()
    flights.removeAll { !isShown($0) || !Self.layOut($0, engine: &engine) }
  }

  /// Lays a flight out at its root's presented frame; returns whether it is still in flight.
  static func layOut(_ flight: Flight, engine: inout LayoutEngine) -> Bool {
    let content = flight.content
    let saved = content.placement
    let rect = flight.root.presentedFrame
    let proposal = ProposedViewSize(rect.size)
    let size = engine.size(of: content, proposal, in: nil)
    let point = rect.matchedPoint(flight.anchor)
    let origin = CGPoint(
      x: point.x - flight.anchor.x * size.width,
      y: point.y - flight.anchor.y * size.height
    )
    engine.place(content, at: origin, proposal, in: nil)
    frame(flight.entries)
    // The sizes measured for this frame's proposals are not asked for again: forgetting them
    // keeps the caches as small as without the flight.
    forgetMeasurements(below: content)
    let isFlying = flight.root.frame.isAnimating
    if flight.isLive, let saved {
      engine.place(content, at: saved.origin, saved.proposal, in: saved.axis)
      if !isFlying { frame(flight.entries) }
    }
    return isFlying
  }

  private static func forgetMeasurements(below root: LayoutBox) {
    var pending = [root]
    while let box = pending.popLast() {
      box.sizes.removeAll()
      if !box.plans.isEmpty { box.plans = [:] }
      pending += box.children
    }
  }

  /// Gives each entry its box's frame, or the union of its children's frames.
  private static func frame(
    _ entries: [(item: RenderItem, box: LayoutBox?, children: [RenderItem])]
  ) {
    for (item, box, children) in entries {
      var frame = box?.frame
      if box == nil {
        for child in children {
          frame = frame.map { $0.union(child.presentedFrame) } ?? child.presentedFrame
        }
      }
      guard let frame else { continue }
      item.frame.reset(to: frame.animatableData)
      if item.shape != nil { item.evaluatePath() }
    }
  }
}

extension Renderer {
  /// Starts the flight of one view of a pair: its root's frame already animates; its content
  /// is laid out in the root's frame now and at every frame until the animation ends.
  func startFlight(
    of node: ViewNode,
    root: RenderItem,
    anchor: UnitPoint,
    isLive: Bool
  ) {
    guard root.frame.isAnimating, let content = node.layoutBox?.children.first else { return }
    var entries: [(item: RenderItem, box: LayoutBox?, children: [RenderItem])] = []
    func collect(_ node: ViewNode) {
      let live = node.children.filter { !$0.isRemoved || !isLive }
      for child in live { DeepStack.nest { collect(child) } }
      guard let item = items[node.id] else { return }
      entries.append((item, node.layoutBox, live.compactMap { items[$0.id] }))
    }
    for child in node.children where !child.isRemoved || !isLive { collect(child) }
    let flights = matchedFlights ?? MatchedFlights()
    matchedFlights = flights
    let flight = MatchedFlights.Flight(
      root: root,
      content: content,
      anchor: anchor,
      entries: entries,
      isLive: isLive
    )
    flights.add(flight)
    var engine = LayoutEngine()
    if !MatchedFlights.layOut(flight, engine: &engine) { flights.remove(root: root) }
  }

  /// Lays out the views in flight at this frame (called after the items are ticked).
  func layOutMatchedFlights() {
    guard let flights = matchedFlights else { return }
    flights.layOut(isShown: isShown)
    if flights.isEmpty { matchedFlights = nil }
  }

  /// Whether a flight's view is still drawn: live, or inside a leaving subtree.
  private func isShown(_ flight: MatchedFlights.Flight) -> Bool {
    if items[flight.root.id] === flight.root { return true }
    if let holder = flight.holder { return leaving.contains { $0 === holder } }
    flight.holder = leaving.first { Self.contains($0, flight.root) }
    return flight.holder != nil
  }

  private static func contains(_ tree: RenderItem, _ item: RenderItem) -> Bool {
    var pending = [tree]
    while let next = pending.popLast() {
      if next === item { return true }
      pending += next.frozenChildren
    }
    return false
  }
}
