import Foundation
import Testing
import ViewModelKit

private struct Recipe: Hashable, Codable {
  let id: Int
  let name: String
}

private struct RecipeDetail: View {
  let recipe: Recipe
  let log: EventLog
  @State private var servings = 2
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("\(recipe.name) for \(servings)")
      Button("More") { servings += 1 }
      Button("Done") { dismiss() }
    }
    .navigationTitle(recipe.name)
    .onAppear { log("appear \(recipe.name)") }
    .onDisappear { log("disappear \(recipe.name)") }
  }
}

private struct RecipeList: View {
  @Binding var path: [Recipe]
  let log: EventLog
  @State private var taps = 0

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Taps \(taps)")
        Button("Tap") { taps += 1 }
        NavigationLink("Soup", value: Recipe(id: 1, name: "Soup"))
        NavigationLink("Cake", value: Recipe(id: 2, name: "Cake"))
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0, log: log) }
      .onAppear { log("appear list") }
      .onDisappear { log("disappear list") }
    }
  }
}

private struct Screen: View {
  @State var path: [Recipe] = []
  let log: EventLog
  var body: some View { RecipeList(path: $path, log: log) }
}

@MainActor
@Suite("NavigationStack")
struct NavigationStackTests {
  @Test func tappingALinkPushesItsValueAndTheHostShowsTheTopScreen() throws {
    let log = EventLog()
    let host = ViewHost(Screen(log: log))
    #expect(shownTexts(host) == ["Taps 0", "Tap", "Soup", "Cake", "Recipes"])
    try host.tap("Soup")
    #expect(shownTexts(host) == ["Soup for 2", "More", "Done", "Soup", "Recipes"])
    #expect(host.navigationPath == [AnyHashable(Recipe(id: 1, name: "Soup"))])
    #expect(host.screens == [.init(.root, title: "Recipes"), .init(.pushed, title: "Soup")])
    // The push slides the screen in (a device animates every push).
    try host.settle()
    #expect(host.snapshot().first("Text")?.frame == CGRect(x: 155, y: 432, width: 80, height: 20))
    #expect(log.entries == ["appear list", "appear Soup", "disappear list"])
  }

  @Test func theCoveredScreenIsNotTappableAndKeepsItsState() throws {
    let host = ViewHost(Screen(log: EventLog()))
    try host.tap("Tap")
    try host.tap("Cake")
    #expect(throws: ViewHostError.self) { try host.tap("Tap") }
    try host.back()
    #expect(shownTexts(host) == ["Taps 1", "Tap", "Soup", "Cake", "Recipes"])
    #expect(host.navigationPath == [])
  }

  @Test func backWritesThePathBackAndDiscardsThePoppedScreensState() throws {
    let log = EventLog()
    let host = ViewHost(Screen(log: log))
    try host.tap("Soup")
    try host.tap("More")
    #expect(shownTexts(host) == ["Soup for 3", "More", "Done", "Soup", "Recipes"])
    log.entries = []
    try host.back()
    #expect(log.entries == ["appear list", "disappear Soup"])
    try host.tap("Soup")
    #expect(shownTexts(host) == ["Soup for 2", "More", "Done", "Soup", "Recipes"])
  }

  @Test func dismissInAPushedScreenPopsIt() throws {
    let host = ViewHost(Screen(log: EventLog()))
    try host.tap("Cake")
    try host.tap("Done")
    #expect(host.screens == [.init(.root, title: "Recipes")])
    #expect(throws: NavigationHostError.nothingToPop) { try host.back() }
  }

  @Test func aLinkWhoseValueHasNoDestinationWarnsAndPushesNothing() throws {
    struct Orphan: View {
      var body: some View {
        NavigationStack { NavigationLink("Open", value: 7) }
      }
    }
    let host = ViewHost(Orphan())
    try host.tap("Open")
    #expect(host.screens == [.init(.root, title: nil)])
    #expect(
      host.warnings == [
        "A NavigationLink is presenting a value of type “Swift.Int” but there is no matching "
          + "navigationDestination declaration visible from the location of the link. The link "
          + "cannot be activated."
      ]
    )
  }

  @Test func aPathSetByTheViewModelPushesSeveralScreensAtOnce() throws {
    let model = Router()
    struct Root: View {
      @ObservedObject var model: Router
      var body: some View {
        NavigationStack(path: $model.path) {
          Text("Home")
            .navigationDestination(for: Int.self) { Text("Item \($0)").navigationTitle("\($0)") }
        }
      }
    }
    let host = ViewHost(Root(model: model))
    model.path = [1, 2]
    host.flush()
    #expect(shownTexts(host) == ["Item 2", "2", "1"])
    #expect(host.screens.map(\.description) == ["root(-)", "pushed(1)", "pushed(2)"])
    try host.back()
    #expect(model.path == [1])
    model.path = []
    host.flush()
    #expect(shownTexts(host) == ["Home"])
  }

  @Test func aNavigationPathRoundTripsThroughItsCodableRepresentation() throws {
    var path = NavigationPath()
    path.append(SavedRecipe(id: 1, name: "Soup"))
    path.append(42)
    let codable = try #require(path.codable)
    let data = try JSONEncoder().encode(codable)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    let restored = NavigationPath(decoded)
    #expect(restored == path)
    #expect(restored.count == 2)
    struct Plain: Hashable {}
    path.append(Plain())
    #expect(path.codable == nil)
  }

  @Test func aNavigationPathDrivesAStackOfMixedValues() throws {
    struct Root: View {
      @State private var path = NavigationPath()
      var body: some View {
        NavigationStack(path: $path) {
          VStack {
            NavigationLink("Number", value: 3)
            NavigationLink("Word", value: "hi")
          }
          .navigationDestination(for: Int.self) { Text("Int \($0)") }
          .navigationDestination(for: String.self) { value in
            NavigationLink("Deeper", value: 4).navigationTitle(value)
          }
        }
      }
    }
    let host = ViewHost(Root())
    try host.tap("Word")
    try host.tap("Deeper")
    #expect(shownTexts(host) == ["Int 4", "hi"])
    #expect(host.navigationPath == [AnyHashable("hi"), AnyHashable(4)])
  }
}

/// Not private: a restored path finds a value's type by its name.
struct SavedRecipe: Hashable, Codable {
  let id: Int
  let name: String
}

@MainActor
private final class Router: ObservableObject {
  @Published var path: [Int] = []
}

extension NavigationStackTests {
  @Test func aPathValueWithNoDestinationWarnsAndShowsAnEmptyScreen() {
    struct Root: View {
      @State var path: [Int] = [3]
      var body: some View {
        NavigationStack(path: $path) { Text("Home") }
      }
    }
    let host = ViewHost(Root())
    #expect(shownTexts(host) == ["Back"])
    #expect(host.screens.map(\.kind) == [.root, .pushed])
    #expect(
      host.warnings == [
        "A navigation path holds a value of type “Swift.Int” but there is no matching "
          + "navigationDestination declaration in the stack; its screen is empty."
      ]
    )
  }

  @Test func removingMoreThanThePathHoldsWarnsInsteadOfTrapping() {
    var path = NavigationPath([1, 2])
    path.removeLast(3)
    #expect(path.isEmpty)
  }

  @Test func aPathSetAtStartShowsItsDestinationOnceDeclared() {
    struct Root: View {
      @State var path: [Int] = [7]
      var body: some View {
        NavigationStack(path: $path) {
          Text("Home").navigationDestination(for: Int.self) { Text("Item \($0)") }
        }
      }
    }
    let host = ViewHost(Root())
    #expect(shownTexts(host) == ["Item 7", "Back"])
    #expect(host.warnings == [])
  }
}
