extension ViewHost {
  /// The screen at the current time as an SVG document.
  ///
  /// ```swift
  /// try host.tap("Collapse")
  /// host.advance(by: 0.1)
  /// try host.svg().write(toFile: "/tmp/screen.svg", atomically: true, encoding: .utf8)
  /// ```
  ///
  /// - Returns: The document; see ``ViewSnapshot/svg``.
  public func svg() -> String { snapshot().svg }

  /// Draws evenly spaced frames of the running animation side by side in one SVG document,
  /// advancing the clock by `seconds`.
  ///
  /// The first frame is the screen now; the others follow every `seconds / (count - 1)`, each
  /// rounded to a whole frame of the virtual clock. Each screen is a
  /// `<g transform="translate(x,0)">` with a caption such as `t = 0.250 s` (the host's time)
  /// above it.
  ///
  /// ```swift
  /// try host.tap("Collapse")
  /// let strip = host.filmstrip(frames: 3, over: 0.5)  // t = 0.000 s, 0.250 s, 0.500 s
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many frames to draw; at least 2.
  ///   - seconds: How long to advance the clock; finite and not negative.
  /// - Returns: The document.
  public func filmstrip(frames count: Int, over seconds: Double) -> String {
    precondition(count >= 2, "ViewHost.filmstrip(frames:over:) needs at least 2 frames")
    precondition(
      seconds.isFinite && seconds >= 0,
      "ViewHost.filmstrip(frames:over:) needs a finite, non-negative duration"
    )
    flush()
    let start = frameIndex
    var snapshots: [ViewSnapshot] = []
    for index in 0..<count {
      let offset = seconds * Double(index) / Double(count - 1)
      advance(frames: start + Int((offset * Double(framesPerSecond)).rounded()) - frameIndex)
      snapshots.append(snapshot())
    }
    return SVGRenderer.filmstrip(snapshots)
  }
}
