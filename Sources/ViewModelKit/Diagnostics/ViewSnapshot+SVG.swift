extension ViewSnapshot {
  /// The snapshot drawn as an SVG document, to look at or to compare in a test.
  ///
  /// The document is as large as the screen, on a white background. Every node that draws
  /// something becomes one element, in tree order: a shape is a `path` (its outline moved to its
  /// frame), a colour without an outline a `rect`, a text a monospaced `text` whose baseline
  /// sits 15 points below its frame's top, spaced to the layout's 8-point advance. Fills are sRGB hex with a `fill-opacity` for
  /// translucent colours; a node's effective opacity, its rotation about its frame's centre and
  /// `class="leaving"` for a view in its removal transition are attributes. Numbers are whole or
  /// have at most three decimals.
  ///
  /// ```swift
  /// let host = ViewHost(Color.red.frame(width: 10, height: 10), size: CGSize(width: 20, height: 20))
  /// print(host.snapshot().svg)
  /// // <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">
  /// // <rect width="20" height="20" fill="#ffffff"/>
  /// // <rect x="5" y="5" width="10" height="10" fill="#ff0000"/>
  /// // </svg>
  /// ```
  ///
  /// A shape's paints are one element each, back to front (``ViewSnapshot/Node/drawings``): a
  /// fill is a `path` with `fill` (and `fill-rule="evenodd"` for an even-odd fill); a stroke a
  /// `path` with `fill="none"`, `stroke`, `stroke-width`, and its caps, joins (or
  /// `stroke-miterlimit`) and dashes; a stroke border strokes the inset outline. A linear,
  /// radial or elliptical gradient is a `linearGradient`/`radialGradient` in a `defs` line just
  /// before the element, in the frame's coordinates, its identifier `paint-N` unique in the
  /// document; SVG has no conic gradient, so an angular gradient fills with its first colour and
  /// a `data-paint="angularGradient"` attribute. A material is its placeholder colour with a
  /// `data-material` attribute, an asset colour its placeholder with `data-color`. A clip
  /// (`clipShape`, `cornerRadius`, a shape `mask`) is a `clipPath` defined once per shape
  /// (`clip-N`) and a `clip-path` attribute on every element below it.
  ///
  /// A shape's outline is the one evaluated for its unscaled frame, so under a scale effect it is
  /// drawn at its unscaled size.
  ///
  /// A node's render effects (``ViewSnapshot/Node/effects``) are drawn as that type's
  /// documentation says: filters, clip paths, projected 3D rotations, blend modes; a hidden node
  /// draws nothing.
  public var svg: String { SVGRenderer.document(for: self) }
}
