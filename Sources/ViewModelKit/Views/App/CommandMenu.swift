/// A menu of commands: `CommandMenu("Notes") { Button("New Note") { … } }`.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
  public typealias Body = Never
  let name: String
  let content: Content

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - nameKey: The menu's name.
  ///   - content: The menu's items.
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(Text(nameKey), content: content)
  }

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - name: The menu's name.
  ///   - content: The menu's items.
  public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.name = name.content
    self.content = content()
  }

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - name: The menu's name.
  ///   - content: The menu's items.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.name = String(name)
    self.content = content()
  }

  func records() -> [CommandRecord] {
    [CommandRecord(description: "CommandMenu \"\(name)\"", content: AnyView(content))]
  }
}

/// Commands placed before, after or instead of one of the standard groups.
///
/// ```swift
/// CommandGroup(after: .newItem) { Button("New Folder") { … } }
/// ```
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
  public typealias Body = Never
  let placement: String
  let content: Content

  /// Adds commands before a standard group.
  ///
  /// - Parameters:
  ///   - group: The group.
  ///   - addition: The commands.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = "before: .\(group.name)"
    content = addition()
  }

  /// Adds commands after a standard group.
  ///
  /// - Parameters:
  ///   - group: The group.
  ///   - addition: The commands.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = "after: .\(group.name)"
    content = addition()
  }

  /// Replaces a standard group.
  ///
  /// - Parameters:
  ///   - group: The group.
  ///   - addition: The commands that take its place.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = "replacing: .\(group.name)"
    content = addition()
  }

  func records() -> [CommandRecord] {
    [CommandRecord(description: "CommandGroup(\(placement))", content: AnyView(content))]
  }
}

/// The standard groups of an app's menus, where a ``CommandGroup`` goes.
public struct CommandGroupPlacement: Sendable {
  let name: String

  /// About the app.
  public static let appInfo = Self(name: "appInfo")
  /// The settings item.
  public static let appSettings = Self(name: "appSettings")
  /// The system's services.
  public static let systemServices = Self(name: "systemServices")
  /// Hiding and showing the app.
  public static let appVisibility = Self(name: "appVisibility")
  /// Quitting the app.
  public static let appTermination = Self(name: "appTermination")
  /// Making a new document or window.
  public static let newItem = Self(name: "newItem")
  /// Saving.
  public static let saveItem = Self(name: "saveItem")
  /// Importing and exporting.
  public static let importExport = Self(name: "importExport")
  /// Printing.
  public static let printItem = Self(name: "printItem")
  /// Undo and redo.
  public static let undoRedo = Self(name: "undoRedo")
  /// Cut, copy and paste.
  public static let pasteboard = Self(name: "pasteboard")
  /// Finding and spelling.
  public static let textEditing = Self(name: "textEditing")
  /// Text formatting.
  public static let textFormatting = Self(name: "textFormatting")
  /// The toolbar's items.
  public static let toolbar = Self(name: "toolbar")
  /// The sidebar's items.
  public static let sidebar = Self(name: "sidebar")
  /// Window sizes.
  public static let windowSize = Self(name: "windowSize")
  /// The list of windows.
  public static let windowList = Self(name: "windowList")
  /// The single windows' list.
  public static let singleWindowList = Self(name: "singleWindowList")
  /// Window arrangement.
  public static let windowArrangement = Self(name: "windowArrangement")
  /// Help.
  public static let help = Self(name: "help")
}

/// The standard sidebar commands.
public struct SidebarCommands: Commands, PrimitiveCommands {
  public typealias Body = Never

  /// Creates the sidebar commands.
  public init() {}

  func records() -> [CommandRecord] {
    [CommandRecord(description: "SidebarCommands", content: AnyView(EmptyView()))]
  }
}

/// The standard toolbar commands.
public struct ToolbarCommands: Commands, PrimitiveCommands {
  public typealias Body = Never

  /// Creates the toolbar commands.
  public init() {}

  func records() -> [CommandRecord] {
    [CommandRecord(description: "ToolbarCommands", content: AnyView(EmptyView()))]
  }
}
