import ViewModelKit

/// The lines of an SVG document between its background and its closing tag.
func drawnElements(_ svg: String) -> [String] {
  Array(svg.split(separator: "\n").dropFirst(2).dropLast()).map(String.init)
}

/// The snapshot's lines, as `ViewSnapshot.description` prints them.
@MainActor
func snapshotLines<Root: View>(_ host: ViewHost<Root>) -> [String] {
  host.snapshot().description.split(separator: "\n").map(String.init)
}
