extension FlowRecorder {
  /// The run as readable text, one line per step, in order.
  ///
  /// - `send <channel>: <event>, animation <animation>` (or `, no animation`; `, from a
  ///   background thread` when it was sent off the main thread): an event a channel or an
  ///   observed publisher sent.
  /// - `pass <n>, animation <animation>: <sources> changed → <view> <cause>, …`: one update pass
  ///   and the user-defined views it recomputed (`no user view` when only built-in views did).
  /// - `frame <n> (<time> s): <label> <value>`: a sampled value.
  /// - `warning: <text>`: the runtime warnings logged since recording started, last.
  ///
  /// ```swift
  /// print(recorder.transcript)
  /// // send RectangleViewModel.collapseSubject: (), no animation
  /// // pass 2, animation DefaultAnimation(): width changed → RectangleView observed
  /// ```
  public var transcript: String {
    lines().joined(separator: "\n")
  }

  /// Compares the ``transcript`` with `expected` line by line, ignoring the indentation and blank
  /// lines at either end.
  ///
  /// ```swift
  /// #expect(recorder.mismatch(expected: """
  ///   send RectangleViewModel.events: collapse, animation DefaultAnimation()
  ///   pass 2, animation DefaultAnimation(): width changed → RectangleView observed
  ///   """) == nil)
  /// ```
  ///
  /// - Parameter expected: The transcript you expect.
  /// - Returns: `nil` when they match; otherwise a readable diff, `-` for an expected line that
  ///   is missing and `+` for a recorded line that was not expected.
  public func mismatch(expected: String) -> String? {
    TextDiff.mismatch(expected: expected, actual: transcript)
  }

  func lines() -> [String] {
    store.noteUpdates()
    let records = updates
    var lines: [String] = []
    var next = 0
    func emitUpdates(upTo end: Int) {
      while next < min(end, records.count) {
        let pass = records[next].pass
        var group: [UpdateRecord] = []
        while next < records.count, records[next].pass == pass {
          group.append(records[next])
          next += 1
        }
        lines.append(describe(pass: pass, records: group))
      }
    }
    for entry in store.all {
      emitUpdates(upTo: entry.updatesBefore - firstUpdate)
      if let event = entry.event {
        lines.append(Self.describe(event))
      } else if let note = entry.note {
        lines.append(note)
      }
    }
    emitUpdates(upTo: records.count)
    lines += warnings.map { "warning: \($0)" }
    return lines
  }

  static func describe(_ event: SentEvent) -> String {
    let animation = event.animation.map { "animation \($0)" } ?? "no animation"
    let thread = event.isFromMainThread ? "" : ", from a background thread"
    return "send \(event.channel): \(event.event), \(animation)\(thread)"
  }

  private func describe(pass: Int, records: [UpdateRecord]) -> String {
    let animation = records.first?.transaction.animation.map { "animation \($0)" }
    let changed = host.graph.changedSources[pass] ?? []
    let changedPart = changed.isEmpty ? "" : changed.joined(separator: ", ") + " changed → "
    let views = records.filter(\.isUserDefined).map { "\($0.view) \($0.cause.rawValue)" }
    let viewsPart = views.isEmpty ? "no user view" : views.joined(separator: ", ")
    return "pass \(pass), \(animation ?? "no animation"): \(changedPart)\(viewsPart)"
  }
}
