import ViewModelKit

/// The texts a host shows, in tree order (leaving views excluded), read from its snapshot.
@MainActor
func shownTexts<Root: View>(_ host: ViewHost<Root>) -> [String] {
  host.snapshot().all("Text").filter { !$0.isLeaving }.compactMap(\.text)
}

/// A list of events that views and test code append to, in order.
@MainActor
final class EventLog {
  var entries: [String] = []

  func callAsFunction(_ entry: String) {
    entries.append(entry)
  }
}
