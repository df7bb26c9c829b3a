#if os(Linux)
import SwiftUICore
import Testing

// A model file that imports only SwiftUICore, as Xcode's completion sometimes writes.
private struct Category {
  let name: String
  let color: Color
}

@Test func swiftUICoreNamesResolve() {
  let category = Category(name: "Food", color: Color(red: 1, green: 0.5, blue: 0))
  #expect(category.color.resolve().green == 0.5)
  #expect(UUID().uuidString.count == 36)
}
#endif
