/// One window an app declares, as its host sees it: the kind of scene, its title and id, how
/// to make its content, and what the scene's modifiers added.
@MainActor
struct ResolvedScene {
  enum Kind: String {
    case windowGroup = "WindowGroup"
    case window = "Window"
    case settings = "Settings"
    case documentGroup = "DocumentGroup"
  }

  let kind: Kind
  let title: String?
  let id: String?
  /// The window's content, with the scene's modifiers applied in order.
  var content: () -> AnyView
  /// The commands the scene's `commands(content:)` modifiers declared.
  var commands: [CommandRecord] = []

  /// Applies a view modifier to the window's content, as a scene modifier does.
  mutating func modifyContent(_ transform: @escaping (AnyView) -> AnyView) {
    let make = content
    content = { transform(make()) }
  }

  /// What a host's description of the scene says: `WindowGroup "Notes" (id: main)`.
  var summary: String {
    var text = kind.rawValue
    if let title { text += " \"\(title)\"" }
    if let id { text += " (id: \(id))" }
    return text
  }
}
