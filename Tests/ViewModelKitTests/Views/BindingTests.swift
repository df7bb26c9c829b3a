import Testing
import ViewModelKit

// Bindings: member bindings, an observed object's projected bindings, a binding's own
// transaction (reference §3.2, §5.1).

private struct Person: Equatable {
  var name = ""
  var isAdmin = false
}

private struct PersonForm: View {
  @State private var person = Person()

  var body: some View {
    VStack {
      TextField("Name", text: $person.name)
      AdminSwitch(isAdmin: $person.isAdmin)
      Text("Hello \(person.name)")
    }
  }
}

private struct AdminSwitch: View {
  @Binding var isAdmin: Bool

  var body: some View {
    Toggle("Admin", isOn: $isAdmin)
    Text(isAdmin ? "admin" : "user")
  }
}

private final class Profile: ObservableObject {
  @Published var name = ""
  @Published var isPublic = false
}

private struct ProfileForm: View {
  @ObservedObject var profile: Profile

  var body: some View {
    VStack {
      TextField("Name", text: $profile.name)
      Toggle("Public", isOn: $profile.isPublic)
    }
  }
}

private struct ProfileScreen: View {
  let profile: Profile

  var body: some View {
    VStack {
      ProfileForm(profile: profile)
      ProfileBadge(profile: profile)
    }
  }
}

private struct ProfileBadge: View {
  @ObservedObject var profile: Profile

  var body: some View {
    Text(profile.isPublic ? "public \(profile.name)" : "private")
  }
}

/// A toggle whose binding carries its own animation.
private struct AnimatedBindingScreen: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Animated", isOn: $isOn.animation(.easeIn))
      Text(isOn ? "on" : "off")
    }
  }
}

@MainActor
@Suite("Bindings")
struct BindingTests {
  @Test func aMemberBindingWritesTheOwnersStateAndItsReadersRecompute() throws {
    let host = ViewHost(PersonForm())
    let typed = try host.measure("type") { try host.type("Ada", into: "Name") }
    // `AdminSwitch`'s binding points at `person.isAdmin`, whose value did not change.
    #expect(
      typed.description
        == "type: person changed | recomputed PersonForm local | skipped AdminSwitch"
    )
    #expect(shownTexts(host) == ["Name", "Admin", "user", "Hello Ada"])

    let admin = try host.measure("admin") { try host.toggle("Admin") }
    #expect(
      admin.description
        == "admin: person changed | recomputed PersonForm local, AdminSwitch parent | skipped none"
    )
    #expect(shownTexts(host) == ["Name", "Admin", "admin", "Hello Ada"])
  }

  @Test func anObservedObjectsProjectedBindingWritesTheObject() throws {
    let profile = Profile()
    let host = ViewHost(ProfileScreen(profile: profile))
    try host.type("Grace", into: "Name")
    #expect(profile.name == "Grace")
    let report = try host.measure("public") { try host.toggle("Public") }
    #expect(profile.isPublic)
    #expect(
      report.recomputed.map(\.description) == ["ProfileForm observed", "ProfileBadge observed"]
    )
    #expect(report.skipped == ["ProfileScreen"])
    #expect(shownTexts(host) == ["Name", "Public", "public Grace"])
  }

  @Test func aBindingsOwnAnimationIsTheWritesTransaction() throws {
    let host = ViewHost(AnimatedBindingScreen())
    try host.toggle("Animated")
    let record = try #require(host.updates.last)
    #expect(record.view == "AnimatedBindingScreen")
    #expect(record.transaction.animation == .easeIn)
  }

  @Test func theCurrentTransactionOverridesABindingsOwnAnimation() throws {
    let host = ViewHost(AnimatedBindingScreen())
    withAnimation(.linear) { try? host.toggle("Animated") }
    #expect(host.updates.last?.transaction.animation == .linear)
  }
}

private struct Echo: View {
  @Binding var text: String

  var body: some View {
    let _ = Self._printChanges()
    Text("echo")
  }
}

private struct Owner: View {
  @State private var text = ""

  var body: some View {
    VStack {
      TextField("Text", text: $text)
      Echo(text: $text)
    }
  }
}

/// A form section that passes its binding on without reading it.
private struct QuantitySection: View {
  @Binding var quantity: Int

  var body: some View {
    VStack {
      Text("Quantity")
      QuantityStepper(quantity: $quantity)
    }
  }
}

private struct QuantityStepper: View {
  @Binding var quantity: Int

  var body: some View {
    Button("More") { quantity += 1 }
    Text("\(quantity)")
  }
}

private struct OrderForm: View {
  @State private var quantity = 1

  var body: some View {
    QuantitySection(quantity: $quantity)
  }
}

@MainActor
@Suite("A view holding a binding depends on its value")
struct HeldBindingTests {
  @Test func aViewThatOnlyPassesABindingOnIsRecomputedWhenTheValueChanges() throws {
    let host = ViewHost(OrderForm())
    let report = try host.measure("more") { try host.tap("More") }
    #expect(
      report.description
        == "more: quantity changed | recomputed QuantitySection parent, QuantityStepper parent "
        + "| skipped OrderForm"
    )
    #expect(host.snapshot().all("Text").compactMap(\.text) == ["Quantity", "More", "2"])
  }

  @Test func printChangesNamesTheBindingThatChanged() throws {
    let host = ViewHost(Owner())
    try host.type("hi", into: "Text")
    #expect(host.printedChanges.last == "Echo: _text changed.")
  }
}
