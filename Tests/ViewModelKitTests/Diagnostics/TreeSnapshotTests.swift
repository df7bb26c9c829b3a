import Testing
import ViewModelKit

private struct Screen: View {
  @State private var isOn = false
  @State private var name = "Ada"

  var body: some View {
    VStack {
      Toggle("Enabled", isOn: $isOn)
      TextField("Name", text: $name)
      Label(title: name).opacity(isOn ? 1 : 0.4).id(isOn)
    }
  }
}

private struct Label: View {
  let title: String
  var body: some View { Text(title) }
}

@MainActor
@Suite("Tree snapshot")
struct TreeSnapshotTests {
  @Test func showsViewsStateAndModifiers() throws {
    let host = ViewHost(Screen())
    #expect(
      host.treeDescription() == """
        Screen {isOn: false, name: Ada}
          VStack
            Toggle isOn: false
              Text "Enabled"
            TextField text: "Ada"
              Text "Name"
            .opacity(0.4) #id(false)
              Label
                Text "Ada"
        """
    )
    try host.toggle("Enabled")
    try host.type("Grace", into: "Name")
    #expect(
      host.treeDescription() == """
        Screen {isOn: true, name: Grace}
          VStack
            Toggle isOn: true
              Text "Enabled"
            TextField text: "Grace"
              Text "Name"
            .opacity(1.0) #id(true)
              Label
                Text "Grace"
        """
    )
  }
}
