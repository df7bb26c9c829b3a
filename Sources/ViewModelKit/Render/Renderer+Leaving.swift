extension Renderer {
  /// The items of a removed subtree's children, marked as leaving with their own children:
  /// what snapshots show below a leaving view until its removal transition ends.
  func freeze(_ ids: [Int]) -> [RenderItem] {
    ids.compactMap { id in
      guard let item = items[id] else { return nil }
      item.isLeaving = true
      item.frozenChildren = DeepStack.nest { freeze(item.childIDs) }
      return item
    }
  }
}
