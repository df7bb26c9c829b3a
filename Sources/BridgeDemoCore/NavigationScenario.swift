import Foundation
import ViewModelKit

/// `navigation`: a view model decides where the screen goes (validation, then a push in the
/// event's transaction), an error alert, and a confirmation dialog before a delete.
@MainActor
enum NavigationScenario {
  static func run(_ narration: Narration) throws -> String {
    narration.heading("navigation: a view model decides, the view navigates")
    let model = AccountModel()
    let host = ViewHost(AccountApp(model: model))
    narration.step("screens", describe(host))
    narration.line()
    narration.line("type \"Al\", tap \"Sign In\": validation fails, the model sends .presentError")
    try host.type("Al", into: "Name")
    try host.tap("Sign In")
    narration.step("screens", describe(host))
    narration.step("alert", shownTexts(host).suffix(3).joined(separator: " | "))
    try host.tap("OK")
    narration.step("tap OK", describe(host))
    narration.line()
    narration.line("type \"Alice\", tap \"Sign In\": the model sends .showHome with .easeInOut")
    try host.type("Alice", into: "Name")
    let first = host.updates.count
    try host.tap("Sign In")
    let push = host.updates[first...].last { $0.view == "NavigationStack" }
    let isEventAnimation = push?.transaction.animation == .easeInOut(duration: 0.35)
    narration.step(
      "transaction",
      isEventAnimation ? "the push ran with the event's .easeInOut(duration: 0.35)" : "another one"
    )
    narration.step("screens", describe(host))
    narration.line("  The home screen slides in from the trailing edge:")
    var rows: [[String]] = []
    repeat {
      let hello = host.snapshot().all("Text").first { $0.text == "Hello Alice" }
      rows.append([
        Number.seconds(host.time), hello.map { Number.oneDecimal($0.frame.minX) } ?? "-",
      ])
      host.advance(frames: 3)
    } while host.isAnimating && rows.count < 40
    let settled = host.snapshot().all("Text").first { $0.text == "Hello Alice" }
    rows.append([
      Number.seconds(host.time), settled.map { Number.oneDecimal($0.frame.minX) } ?? "-",
    ])
    narration.table(["t (s)", "\"Hello Alice\" x"], rows)
    let back = texts(host, in: "NavigationBarBackButton").joined()
    let title = texts(host, in: "NavigationBarTitle").joined()
    narration.step("bar", "back button \"\(back)\", title \"\(title)\"")
    narration.line()
    narration.line("tap \"Delete All\": a confirmation dialog, then \"Delete\"")
    try host.tap("Delete All")
    narration.step("screens", describe(host))
    narration.step("dialog", texts(host, in: nil).suffix(2).joined(separator: " | "))
    try host.tap("Delete")
    narration.step("tap Delete", "\(model.messages.count) messages; \(describe(host))")
    narration.line()
    narration.line("back(): the path is written back, the home screen's state is discarded")
    try host.back()
    narration.step("screens", describe(host))
    narration.step(
      "warnings",
      host.warnings.isEmpty ? "none" : host.warnings.joined(separator: "; ")
    )
    return host.filmstrip(frames: 3, over: 0.3)
  }

  private static func describe<Root: View>(_ host: ViewHost<Root>) -> String {
    host.screens.map(\.description).joined(separator: " > ")
  }

  private static func shownTexts<Root: View>(_ host: ViewHost<Root>) -> [String] {
    host.snapshot().all("Text").filter { !$0.isLeaving }.compactMap(\.text)
  }

  /// The texts shown inside the navigation bar's nodes of a type (`NavigationBarTitle`,
  /// `NavigationBarBackButton`), or, for `nil`, outside every bar node.
  private static func texts<Root: View>(_ host: ViewHost<Root>, in bar: String?) -> [String] {
    var result: [String] = []
    func visit(_ node: ViewSnapshot.Node, bar current: String?) {
      guard !node.isLeaving else { return }
      let current = node.type.hasPrefix("NavigationBar") ? node.type : current
      if node.type == "Text", current == bar, let text = node.text { result.append(text) }
      for child in node.children { visit(child, bar: current) }
    }
    for root in host.snapshot().roots { visit(root, bar: nil) }
    return result
  }
}
