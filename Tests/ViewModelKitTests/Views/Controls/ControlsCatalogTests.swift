import Testing
import ViewModelKit

/// One screen that uses every control, style, focus and accessibility API this package
/// supports, as an app would write them; it must compile unchanged and run.
private struct Catalog: View {
  enum Field: Hashable {
    case email, password
  }

  @State private var email = ""
  @State private var password = ""
  @State private var bio = ""
  @State private var age = 20
  @State private var isOn = false
  @State private var level = 0.5
  @State private var count = 1
  @State private var choice = "A"
  @State private var date = Date(timeIntervalSince1970: 0)
  @State private var tint = Color.blue
  @State private var expanded = false
  @FocusState private var focus: Field?
  @FocusState private var isBioFocused: Bool

  var body: some View {
    NavigationView {
      VStack {
        Button("Plain") {}.buttonStyle(.plain)
        Button("Auto", role: .cancel) {}.buttonStyle(.automatic)
        Button(role: .destructive) {
        } label: {
          Text("Delete")
        }
        .buttonStyle(.borderless)
        Button("Add", systemImage: "plus") {}.buttonStyle(.borderedProminent)
          .controlSize(.large).buttonBorderShape(.capsule)
        Toggle("On", isOn: $isOn).toggleStyle(.switch)
        Toggle(isOn: $isOn) { Text("Button") }.toggleStyle(.button)
        Toggle("Wi-Fi", systemImage: "wifi", isOn: $isOn).toggleStyle(.automatic)
        TextField("Email", text: $email, prompt: Text("you@example.com"))
          .keyboardType(.emailAddress).textContentType(.emailAddress)
          .textInputAutocapitalization(.never).autocapitalization(.none)
          .disableAutocorrection(true).autocorrectionDisabled()
          .focused($focus, equals: .email).submitLabel(.next)
          .onSubmit { focus = .password }
        SecureField("Password", text: $password).focused($focus, equals: .password)
        TextField("Bio", text: $bio, axis: .vertical).textFieldStyle(.roundedBorder)
          .focused($isBioFocused)
        TextField("Age", value: $age, format: .number).textFieldStyle(.plain)
        TextEditor(text: $bio).frame(height: 40)
        Picker("Choice", selection: $choice) { Text("A").tag("A") }.pickerStyle(.wheel)
        Picker("Nav", selection: $choice) { Text("A").tag("A") }.pickerStyle(.navigationLink)
        Slider(value: $level)
        Slider(value: $level, in: 0...1, step: 0.1) { Text("Level") }
        Stepper("Count", value: $count, in: 1...5)
        Stepper("Free", value: $count)
        DatePicker("Date", selection: $date, displayedComponents: [.date, .hourAndMinute])
          .datePickerStyle(.compact)
        ColorPicker("Tint", selection: $tint)
        ProgressView(value: 0.5).progressViewStyle(.linear)
        ProgressView().progressViewStyle(.circular)
        Link(destination: URL(string: "https://example.com")!) { Text("Site") }
        Menu("More", systemImage: "ellipsis") { Button("One") {} }
        Menu {
          Button("Two") {}
        } label: {
          Text("Primary")
        } primaryAction: {
        }
        DisclosureGroup("Group", isExpanded: $expanded) { Text("Inside") }
        ShareLink("Share", item: URL(string: "https://example.com")!)
        Image(systemName: "star")
          .accessibilityLabel(Text("Favourite")).accessibilityHint("Marks it")
          .accessibilityValue("3").accessibilityHidden(false)
          .accessibilityAddTraits([.isButton, .isSelected]).accessibilityRemoveTraits(.isImage)
          .accessibilityElement(children: .combine).accessibility(identifier: "star")
          .onTapGesture {}
      }
      .labelsHidden()
      .navigationTitle(Text("Catalog"))
      .navigationBarHidden(false)
      .navigationBarBackButtonHidden()
    }
  }
}

@MainActor
@Suite("Controls catalog")
struct ControlsCatalogTests {
  @Test func everyControlCompilesAndRuns() throws {
    let host = ViewHost(Catalog())
    try host.tap("Favourite")
    try host.tap("star")
    try host.type("a@b.c", into: "Email")
    try host.submit()
    #expect(host.focusedField == "Password")
    try host.type("notes", into: "Bio")
    #expect(host.focusedField == "Bio")
    try host.setValue(0.33, of: "Level")
    try host.select("A", in: "Choice")
    try host.tap("Primary")
    #expect(host.treeDescription().contains("Slider value: 0.30000000000000004"))
  }
}
