import Foundation

/// The live views of every matched-geometry group of a graph, and those inserted and removed
/// since the last render; a graph has one only once a view uses `matchedGeometryEffect`, so
/// renders of other trees do no matched-geometry work at all.
@MainActor
final class MatchedGeometryGroups {
  /// One view of a group: the node of its modifier and the modifier's parameters.
  struct Member {
    weak var node: ViewNode?
    let nodeID: Int
    var effect: _MatchedGeometryEffect
  }

  /// The live views of each group, in the order they were inserted.
  private(set) var groups: [MatchedGeometryKey: [Member]] = [:]
  /// The views inserted since the last render.
  var inserted: [Member] = []
  /// The views removed since the last render (their drawn items still exist then).
  var removed: [Member] = []
  /// How many live views are not their group's source.
  private(set) var followerCount = 0

  func insert(_ node: ViewNode, effect: _MatchedGeometryEffect) {
    let member = Member(node: node, nodeID: node.id, effect: effect)
    groups[effect.key, default: []].append(member)
    inserted.append(member)
    if !effect.isSource { followerCount += 1 }
    if effect.isSource { warnIfSeveralSources(effect.key) }
  }

  func update(_ node: ViewNode, effect: _MatchedGeometryEffect) {
    guard let old = take(node) else { return insert(node, effect: effect) }
    if !old.effect.isSource { followerCount -= 1 }
    if !effect.isSource { followerCount += 1 }
    groups[effect.key, default: []].append(Member(node: node, nodeID: node.id, effect: effect))
    if effect.isSource, !old.effect.isSource || old.effect.key != effect.key {
      warnIfSeveralSources(effect.key)
    }
  }

  func remove(_ node: ViewNode) {
    guard let member = take(node) else { return }
    if !member.effect.isSource { followerCount -= 1 }
    removed.append(member)
  }

  /// The source of a group: its first live view with `isSource`.
  func source(of key: MatchedGeometryKey) -> Member? {
    groups[key]?.first { $0.effect.isSource && $0.node?.isRemoved == false }
  }

  /// The live views that are not their group's source, with the source they follow.
  func followers() -> [(follower: Member, source: Member)] {
    guard followerCount > 0 else { return [] }
    var result: [(Member, Member)] = []
    for (key, members) in groups {
      guard let source = source(of: key) else { continue }
      for member in members where !member.effect.isSource && member.node?.isRemoved == false {
        result.append((member, source))
      }
    }
    return result
  }

  private func take(_ node: ViewNode) -> Member? {
    for (key, members) in groups {
      guard let index = members.firstIndex(where: { $0.nodeID == node.id }) else { continue }
      let member = members[index]
      if members.count == 1 {
        groups[key] = nil
      } else {
        groups[key]?.remove(at: index)
      }
      return member
    }
    return nil
  }

  private func warnIfSeveralSources(_ key: MatchedGeometryKey) {
    let sources = groups[key]?.filter(\.effect.isSource).count ?? 0
    guard sources > 1 else { return }
    Diagnostics.warn(
      "Multiple inserted views in matched geometry group \(key) have `isSource: true`, "
        + "results are undefined."
    )
  }
}

extension ViewGraph {
  /// The graph's matched-geometry groups, made when the first view joins one.
  func matchedGeometryGroups() -> MatchedGeometryGroups {
    if let groups = matchedGeometry { return groups }
    let groups = MatchedGeometryGroups()
    matchedGeometry = groups
    return groups
  }
}
