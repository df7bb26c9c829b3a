import Testing
import ViewModelKit

private struct SearchBar: View {
  @State private var query = ""

  var body: some View {
    VStack {
      HStack {
        Image(systemName: "magnifyingglass")
        TextField("Search", text: $query)
          .textFieldStyle(.roundedBorder)
      }
      .padding()
      Spacer()
    }
  }
}

private struct CityField: View {
  @State private var city = ""

  var body: some View {
    VStack {
      TextField("City", text: $city)
        .multilineTextAlignment(.center)
      Text("Forecast")
      Spacer()
    }
  }
}

private struct SignIn: View {
  @State private var name = ""
  @State private var password = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name)
        .fixedSize()
      SecureField("Password", text: $password)
      Spacer()
    }
    .padding()
  }
}

@MainActor
@Suite("Text field layout")
struct TextFieldLayoutTests {
  @Test func aFieldBesideAnImageFillsTheRestOfTheRow() throws {
    let host = ViewHost(SearchBar())
    let field = try #require(host.snapshot().first("TextField"))
    // The row is 390 - 2 × 16 wide; the 20-point image and the 8-point spacing come first.
    #expect(field.frame == CGRect(x: 44, y: 16, width: 330, height: 20))
    #expect(host.snapshot().first("Image")?.frame == CGRect(x: 16, y: 16, width: 20, height: 20))
  }

  @Test func theTitleSitsWhereTheTextAlignmentSays() throws {
    let host = ViewHost(CityField())
    let field = try #require(host.snapshot().first("TextField"))
    #expect(field.frame == CGRect(x: 0, y: 0, width: 390, height: 20))
    let title = try #require(field.first("Text"))
    // "City" is 32 points wide, centred in the field.
    #expect(title.frame == CGRect(x: 179, y: 0, width: 32, height: 20))
  }

  @Test func aFixedSizeFieldIsAsWideAsItsTitleAndASecureFieldTakesTheWidth() throws {
    let host = ViewHost(SignIn())
    let fields = host.snapshot().all("TextField")
    #expect(fields.map(\.frame) == [CGRect(x: 16, y: 16, width: 32, height: 20)])
    let password = try #require(host.snapshot().first("SecureField"))
    #expect(password.frame == CGRect(x: 16, y: 44, width: 358, height: 20))
  }

  @Test func typingStillFindsTheWiderField() throws {
    let host = ViewHost(SearchBar())
    try host.type("tacos", into: "Search")
    #expect(host.treeDescription().contains("TextField text: \"tacos\""))
    #expect(host.snapshot().first("TextField")?.frame.width == 330)
  }
}
