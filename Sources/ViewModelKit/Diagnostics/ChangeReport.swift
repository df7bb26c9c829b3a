/// Which user-defined views one change recomputed, why, and which it skipped.
///
/// Its description is one line in the format of the lesson this project came from:
/// `panel-opened: isExpanded changed | recomputed DetailPanel local | skipped PanelScreen,StatusText`
/// (`none` for an empty list; recomputed views joined by `, `, skipped ones by `,`). Views are in
/// tree order, named by their type without module or generic arguments; built-in views are left
/// out.
///
/// ```swift
/// let report = try host.measure("enabled-changed") { try host.toggle("Enabled") }
/// print(report)
/// ```
public struct ChangeReport: CustomStringConvertible, Sendable, Equatable {
  /// One recomputed view and the cause of its recomputation.
  public struct Recompute: Sendable, Equatable, CustomStringConvertible {
    /// The view's type name.
    public let view: String
    /// Why its body was evaluated.
    public let cause: UpdateCause

    public var description: String { "\(view) \(cause.rawValue)" }
  }

  /// The report's label.
  public let label: String
  /// The names of the sources that changed: state properties, published properties, environment
  /// keys.
  public let changed: [String]
  /// The recomputed views, in tree order.
  public let recomputed: [Recompute]
  /// The other user-defined views on screen, in tree order.
  public let skipped: [String]
  /// The screen that the change brought to the top, as ``ViewHost/Screen`` describes it.
  ///
  /// A screen pushed, presented, or revealed by a pop or a dismissal (`pushed(Soup)`); `nil`
  /// when the top screen stayed. The description ends with `| appeared pushed(Soup)` when there
  /// is one.
  public internal(set) var appeared: String?

  public var description: String {
    let changedPart = changed.isEmpty ? "nothing" : changed.joined(separator: ", ")
    let recomputedPart =
      recomputed.isEmpty ? "none" : recomputed.map(\.description).joined(separator: ", ")
    let skippedPart = skipped.isEmpty ? "none" : skipped.joined(separator: ",")
    let line =
      "\(label): \(changedPart) changed | recomputed \(recomputedPart) | skipped \(skippedPart)"
    return appeared.map { "\(line) | appeared \($0)" } ?? line
  }

  /// How many recomputations each cause accounts for.
  public var causeCounts: [UpdateCause: Int] {
    recomputed.reduce(into: [:]) { counts, recompute in counts[recompute.cause, default: 0] += 1 }
  }
}

extension ChangeReport {
  @MainActor
  init(graph: ViewGraph, label: String, firstUpdate: Int, afterPass: Int) {
    let live = graph.liveNodes().filter(\.isUserDefined)
    var order: [String: Int] = [:]
    for (index, node) in live.enumerated() { order[node.path] = index }
    var seen = Set<String>()
    let records = graph.updates[firstUpdate...]
      .filter { record in
        record.isUserDefined && order[record.path] != nil && seen.insert(record.path).inserted
      }
    let sorted = records.sorted { order[$0.path, default: .max] < order[$1.path, default: .max] }
    var changed: [String] = []
    for pass in (afterPass + 1)...max(afterPass + 1, graph.passNumber) {
      for name in graph.changedSources[pass] ?? [] where !changed.contains(name) {
        changed.append(name)
      }
    }
    self.label = label
    self.changed = changed
    recomputed = sorted.map { Recompute(view: $0.view, cause: $0.cause) }
    skipped = live.filter { !seen.contains($0.path) }.map(\.name)
  }
}
