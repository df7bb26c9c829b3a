import MacroExpansions
import Testing

@Test func placeholder() {}
