import MacroExpansions
import Testing

@Suite("EntryMacro")
struct EntryMacroTests {
  @Test func accessorsGoThroughTheKey() throws {
    #expect(
      try EntryMacro.accessors(of: "\n  @Entry var customValue = 7", in: "EnvironmentValues") == """
        {
            get {
                self[__Key_customValue.self]
            }
            set {
                self[__Key_customValue.self] = newValue
            }
        }
        """
    )
  }

  @Test func anUntypedPropertysKeyStoresItsDefault() throws {
    #expect(
      try EntryMacro.peers(of: "@Entry var customValue = 7", in: "EnvironmentValues") == """
        private struct __Key_customValue: ViewModelKit.EnvironmentKey {
            static let defaultValue = 7
        }
        """
    )
  }

  @Test func aTypedPropertysKeyComputesItsDefault() throws {
    #expect(
      try EntryMacro.peers(
        of: "@Entry var name: String = \"x\" // a comment",
        in: "EnvironmentValues"
      ) == """
        private struct __Key_name: ViewModelKit.EnvironmentKey {
            typealias Value = String
            static var defaultValue: Value {
                "x"
            }
        }
        """
    )
  }

  @Test func anOptionalWithoutDefaultIsNilAndTransactionsUseTheirKey() throws {
    #expect(
      try EntryMacro.peers(of: "@Entry var x: Int?", in: "Transaction") == """
        private struct __Key_x: ViewModelKit.TransactionKey {
            typealias Value = Int?
            static var defaultValue: Value {
                nil
            }
        }
        """
    )
  }

  @Test func misuseIsADiagnosticNamingTheProblem() {
    #expect(
      throws: MacroExpansionError(
        "'@Entry' needs a default value: give 'x' an initial value or an optional type",
        at: 11..<12
      )
    ) {
      try EntryMacro.peers(of: "@Entry var x: Int", in: "EnvironmentValues")
    }
    #expect(
      throws: MacroExpansionError("'@Entry' needs a 'var': 'x' is declared with 'let'", at: 7..<10)
    ) {
      try EntryMacro.accessors(of: "@Entry let x = 1", in: "EnvironmentValues")
    }
    #expect(
      throws: MacroExpansionError(
        "'@Entry' applies to properties declared in an extension of 'EnvironmentValues', "
          + "'Transaction', 'ContainerValues' or 'FocusedValues', not of 'Settings'",
        at: 11..<12
      )
    ) {
      try EntryMacro.accessors(of: "@Entry var x = 1", in: "Settings")
    }
    #expect(
      throws: MacroExpansionError(
        "'@Entry' applies to instance properties; 'x' is static",
        at: 18..<19
      )
    ) {
      try EntryMacro.peers(of: "@Entry static var x = 1", in: "EnvironmentValues")
    }
  }

  @Test func aFocusedValuesKeyHasTheWrappedTypeAndNoDefault() throws {
    #expect(
      try EntryMacro.peers(of: "@Entry var selectedNote: Note?", in: "FocusedValues") == """
        private struct __Key_selectedNote: ViewModelKit.FocusedValueKey {
            typealias Value = Note
        }
        """
    )
    #expect(
      try EntryMacro.peers(of: "@Entry var document: Optional<Binding<Doc>>", in: "FocusedValues")
        == """
        private struct __Key_document: ViewModelKit.FocusedValueKey {
            typealias Value = Binding<Doc>
        }
        """
    )
    #expect(
      try EntryMacro.accessors(of: "@Entry var selectedNote: Note?", in: "FocusedValues") == """
        {
            get {
                self[__Key_selectedNote.self]
            }
            set {
                self[__Key_selectedNote.self] = newValue
            }
        }
        """
    )
  }

  @Test func aFocusedValueMustBeOptionalWithoutADefault() {
    #expect(
      throws: MacroExpansionError(
        "'@Entry' in 'FocusedValues' needs an optional type: a focused value's default is "
          + "always 'nil'; declare 'note' as 'Note?'",
        at: 11..<15
      )
    ) {
      try EntryMacro.accessors(of: "@Entry var note: Note", in: "FocusedValues")
    }
    #expect(
      throws: MacroExpansionError(
        "'@Entry' in 'FocusedValues' takes no default value: a focused value's default is "
          + "always 'nil'; remove the initial value of 'count'",
        at: 11..<16
      )
    ) {
      try EntryMacro.accessors(of: "@Entry var count: Int? = 0", in: "FocusedValues")
    }
    #expect(
      throws: MacroExpansionError(
        "'@Entry' in 'FocusedValues' takes no default value: a focused value's default is "
          + "always 'nil'; remove the initial value of 'count'",
        at: 11..<16
      )
    ) {
      try EntryMacro.accessors(of: "@Entry var count = 0", in: "FocusedValues")
    }
  }

  @Test func aContainerValuesKeyHasItsDefault() throws {
    #expect(
      try EntryMacro.peers(of: "@Entry var isHighlighted: Bool = false", in: "ContainerValues")
        == """
        private struct __Key_isHighlighted: ViewModelKit.ContainerValueKey {
            typealias Value = Bool
            static var defaultValue: Value {
                false
            }
        }
        """
    )
  }
}
