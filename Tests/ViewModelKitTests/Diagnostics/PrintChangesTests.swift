import Testing
import ViewModelKit

// `Self._printChanges()` prints what SwiftUI prints (reference §5.3).

private struct Plain: View {
  var body: some View {
    let _ = Self._printChanges()
    Text("Plain")
  }
}

private struct Named: View {
  @State private var name = "Ada"

  var body: some View {
    let _ = Self._printChanges()
    Text(name)
  }
}

private struct ContentModel: View {
  @State var sheetShown = false
  @State var counter = 0

  var body: some View {
    let _ = Self._printChanges()
    VStack {
      Text("Count \(counter)")
      Button("Add") { counter += 1 }
      Button("Show") { sheetShown = true }
      Labelled(title: "Count \(counter / 2)")
    }
  }
}

private struct Labelled: View {
  let title: String
  @State private var taps = 0

  var body: some View {
    let _ = Self._printChanges()
    Text(title)
  }
}

private final class Model: ObservableObject {
  @Published var a = 0
  @Published var b = 0
}

private struct ModelReader: View {
  @ObservedObject var model: Model

  var body: some View {
    let _ = Self._printChanges()
    Text("a = \(model.a)")
  }
}

private struct SchemeReader: View {
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    let _ = Self._printChanges()
    Text("scheme \(scheme)")
  }
}

private struct BindingOwner: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      BindingReader(value: $count)
    }
  }
}

private struct BindingReader: View {
  @Binding var value: Int

  var body: some View {
    let _ = Self._printChanges()
    Text("Value \(value)")
  }
}

/// A child that gets a new input and a changed binding in the same update.
private struct Both: View {
  @State private var count = 0
  @State private var extra = 0

  var body: some View {
    VStack {
      Button("Both") {
        count += 1
        extra += 1
      }
      BothChild(count: count, extra: $extra)
    }
  }
}

private struct BothChild: View {
  let count: Int
  @Binding var extra: Int

  var body: some View {
    let _ = Self._printChanges()
    Text("\(count) \(extra)")
  }
}

@MainActor
@Suite("_printChanges()")
struct PrintChangesTests {
  @Test func aViewWithoutDynamicPropertiesPrintsSelfOnItsFirstRender() {
    let host = ViewHost(Plain())
    #expect(host.printedChanges == ["Plain: @self changed."])
  }

  @Test func aViewWithStatePrintsSelfIdentityAndTheStateOnItsFirstRender() {
    let host = ViewHost(Named())
    #expect(host.printedChanges == ["Named: @self, @identity, _name changed."])
  }

  @Test func aStateChangePrintsTheStatesStoredName() throws {
    let host = ViewHost(ContentModel())
    #expect(
      host.printedChanges == [
        "ContentModel: @self, @identity, _sheetShown, _counter changed.",
        "Labelled: @self, @identity, _taps changed.",
      ]
    )
    try host.tap("Add")
    // `Labelled` gets "Count 0" again: equal, so it is not evaluated and prints nothing.
    #expect(host.printedChanges.dropFirst(2) == ["ContentModel: _counter changed."])
    try host.tap("Add")
    #expect(
      host.printedChanges.dropFirst(3) == [
        "ContentModel: _counter changed.",
        "Labelled: @self changed.",
      ]
    )
  }

  @Test func aStateThatTheBodyDoesNotReadPrintsNothing() throws {
    let host = ViewHost(ContentModel())
    try host.tap("Show")
    #expect(host.printedChanges.count == 2)
  }

  @Test func anObservedObjectChangePrintsTheObjectsStoredName() {
    let model = Model()
    let host = ViewHost(ModelReader(model: model))
    model.b = 1
    host.flush()
    #expect(
      host.printedChanges == [
        "ModelReader: @self, @identity, _model changed.",
        "ModelReader: _model changed.",
      ]
    )
  }

  @Test func anEnvironmentChangePrintsTheEnvironmentPropertysStoredName() {
    let host = ViewHost(SchemeReader())
    host.setEnvironment(\.colorScheme, .dark)
    #expect(
      host.printedChanges == [
        "SchemeReader: @self, @identity, _scheme changed.",
        "SchemeReader: _scheme changed.",
      ]
    )
  }

  @Test func aChangeThroughABindingPrintsTheBindingsStoredName() throws {
    let host = ViewHost(BindingOwner())
    try host.tap("Add")
    #expect(host.printedChanges.first == "BindingReader: @self, @identity, _value changed.")
    #expect(host.printedChanges.dropFirst() == ["BindingReader: _value changed."])
  }

  @Test func aNewInputAndAChangedPropertyPrintSelfFirst() throws {
    let host = ViewHost(Both())
    try host.tap("Both")
    #expect(
      host.printedChanges == [
        "BothChild: @self, @identity, _extra changed.",
        "BothChild: @self, _extra changed.",
      ]
    )
  }
}
