/// A key on a hardware keyboard, for `keyboardShortcut(_:modifiers:)`.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public var character: Character

  /// Creates a key from its character.
  ///
  /// - Parameter character: The character.
  public init(_ character: Character) {
    self.character = character
  }

  /// Creates a key from a character literal.
  ///
  /// - Parameter value: The character.
  public init(extendedGraphemeClusterLiteral value: Character) {
    character = value
  }

  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (backspace).
  public static let delete = KeyEquivalent("\u{8}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// Space.
  public static let space = KeyEquivalent(" ")
  /// Up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys held with a key.
///
/// ```swift
/// .keyboardShortcut("n", modifiers: [.command, .shift])
/// ```
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key on the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Function.
  public static let function = EventModifiers(rawValue: 1 << 6)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad, .function,
  ]
}

/// A key with its modifiers.
///
/// ```swift
/// Button("OK") { confirm() }.keyboardShortcut(.defaultAction)
/// ```
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  public var key: KeyEquivalent
  /// The modifiers.
  public var modifiers: EventModifiers

  /// Creates a shortcut.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers (Command by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return with no modifiers: the default button of a screen.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape with no modifiers: the cancel button of a screen.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  public var description: String {
    switch self {
    case .defaultAction: "defaultAction"
    case .cancelAction: "cancelAction"
    default: "\(key.character.debugDescription) modifiers: \(modifiers.rawValue)"
    }
  }
}

extension View {
  /// Gives this control a keyboard shortcut (recorded: the headless host has no keyboard).
  ///
  /// ```swift
  /// Button("Sign In") { signIn() }.keyboardShortcut(.defaultAction)
  /// ```
  ///
  /// - Parameter shortcut: The shortcut, or `nil` for none.
  /// - Returns: The view.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    style("keyboardShortcut", shortcut.map(\.description) ?? "nil")
  }

  /// Gives this control a keyboard shortcut of a key and modifiers (recorded).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers (Command by default).
  /// - Returns: The view.
  public func keyboardShortcut(
    _ key: KeyEquivalent,
    modifiers: EventModifiers = .command
  ) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }
}
