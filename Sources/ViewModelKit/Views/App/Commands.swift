/// Menu commands a scene adds (macOS and iPadOS menus): `commands { … }`.
///
/// A host records them (``ViewHost/commands``) with their content, which a test can host
/// on its own to press a command's button.
///
/// ```swift
/// WindowGroup { ContentView() }
///   .commands {
///     CommandMenu("Notes") { Button("New Note") { store.add() } }
///     CommandGroup(replacing: .newItem) {}
///   }
/// ```
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands this one's body is.
  associatedtype Body: Commands

  /// The content of these commands.
  @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  /// Built-in commands have no body.
  public var body: Never {
    preconditionFailure("\(Self.self) is built-in commands and has no body")
  }
}

/// Built-in commands: the records they add.
@MainActor
protocol PrimitiveCommands {
  func records() -> [CommandRecord]
}

extension Commands {
  func commandRecords() -> [CommandRecord] {
    (self as? any PrimitiveCommands)?.records() ?? body.commandRecords()
  }
}

/// One command menu or group, as a host records it.
@MainActor
public struct CommandRecord: CustomStringConvertible {
  /// What the record describes: `CommandMenu "Notes"`, `CommandGroup(replacing: .newItem)`,
  /// `SidebarCommands`.
  public let description: String
  /// The menu's or group's content (empty for a built-in command set).
  public let content: AnyView
}

/// Builds commands from the commands listed in a closure.
@MainActor @resultBuilder
public struct CommandsBuilder {
  /// No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  /// Passes one set of commands through.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

  /// Passes one set of commands through.
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

  /// Combines several sets of commands.
  public static func buildBlock<each Content: Commands>(
    _ content: repeat each Content
  ) -> _TupleCommands<repeat each Content> {
    _TupleCommands(repeat each content)
  }

  /// Commands declared under `if`.
  public static func buildOptional<Content: Commands>(
    _ content: Content?
  ) -> _TupleCommands<EmptyCommands, Content> {
    content.map { _TupleCommands(EmptyCommands(), $0) } ?? _TupleCommands(EmptyCommands(), nil)
  }

  /// Commands declared under `if #available`.
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content {
    content
  }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
  public typealias Body = Never

  /// Creates no commands.
  public init() {}

  func records() -> [CommandRecord] { [] }
}

/// Several sets of commands side by side: what ``CommandsBuilder`` makes of a block.
public struct _TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
  public typealias Body = Never
  let content: (repeat (each Content)?)

  init(_ content: repeat (each Content)?) {
    self.content = (repeat each content)
  }

  func records() -> [CommandRecord] {
    var records: [CommandRecord] = []
    for commands in repeat each content {
      if let commands { records += commands.commandRecords() }
    }
    return records
  }
}
