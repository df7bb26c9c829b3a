import ViewModelKit

/// The texts a host shows, in tree order, read from its snapshot (`Text "…"` lines, which may
/// end with an explicit identity such as `#id(1)`).
@MainActor
func shownTexts<Root: View>(_ host: ViewHost<Root>) -> [String] {
  host.snapshot()
    .split(separator: "\n")
    .map { $0.drop { $0 == " " } }
    .filter { $0.hasPrefix("Text \"") }
    .compactMap { line in
      let quoted = line.dropFirst("Text ".count)
      guard let end = quoted.lastIndex(of: "\""), end > quoted.startIndex else { return nil }
      return String(quoted[quoted.index(after: quoted.startIndex)..<end])
    }
}

/// A list of events that views and test code append to, in order.
@MainActor
final class EventLog {
  var entries: [String] = []

  func callAsFunction(_ entry: String) {
    entries.append(entry)
  }
}
