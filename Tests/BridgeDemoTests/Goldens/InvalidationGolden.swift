// The whole output of `bridge-demo invalidation`, as reviewed. When a change to the scenario or to the
// view layer changes it on purpose, review the new output and paste it here.

extension Golden {
  static let invalidation = #"""
    invalidation: seed 000's PanelScreen, measured
    ==============================================
    The fragment the lesson says "does not compile" runs here as written. Each line
    is a ChangeReport from host.measure: what changed, which views recomputed and
    through which trigger, and which were skipped.

    panel-opened: isExpanded changed | recomputed DetailPanel local | skipped PanelScreen,StatusText
    enabled-changed: isOn changed | recomputed PanelScreen local, DetailPanel parent | skipped StatusText
    local: 2
    parent: 1
    observed: 0
    environment: 0

    The animation is not a trigger: each change reached its views in a transaction
    (the explicit withAnimation, then the implicit .animation(_:value:) below it),
    but the recomputed views are the same as without one:
      animated:   panel-opened: isExpanded changed | recomputed DetailPanel local | skipped PanelScreen,StatusText
      unanimated: panel-opened: isExpanded changed | recomputed DetailPanel local | skipped PanelScreen,StatusText
      same views: true
      DetailPanel's local update carried animation .default
    """#
}
