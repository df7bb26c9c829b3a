import Testing
import ViewModelKit

// The compatibility table's "supported" rows (ViewModelKit.docc/Articles/SwiftUICompatibility.md),
// written as app code: if one of these stops compiling with SwiftUI's shapes, the build fails.
// Each screen is also hosted, tapped and checked.

@Observable
private final class Workout {
  var name = "Run"
  var minutes = 20
  var isFavourite = false
}

private final class Settings: ObservableObject {
  @Published var volume = 0.5
  @Published var theme = "Light"
}

/// Text, fonts, colours, styles, shapes, effects and images.
private struct WorkoutCard: View {
  let workout: Workout
  @State private var isExpanded = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(alignment: .firstTextBaseline) {
        Text(workout.name).font(.system(size: 22, weight: .bold, design: .rounded))
        Spacer(minLength: 4)
        Text("\(workout.minutes) min").monospacedDigit().foregroundStyle(.secondary)
      }
      Text("Total: ").bold() + Text("\(workout.minutes * 60, specifier: "%d") s").italic()
      Label("Favourite", systemImage: "heart").labelStyle(.titleAndIcon).symbolVariant(.fill)
      LabeledContent("Pace", value: "5:10")
      ZStack {
        Circle()
          .trim(from: 0, to: Double(workout.minutes) / 60)
          .stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(-90))
        Capsule().strokeBorder(Color(hue: 0.6, saturation: 0.5, brightness: 0.9), lineWidth: 2)
      }
      .frame(width: 60, height: 60)
      Image(systemName: "figure.run").imageScale(.large)
      Image("map").resizable().aspectRatio(contentMode: .fit).frame(width: 40)
      Button(isExpanded ? "Less" : "More") {
        withAnimation(.spring) { isExpanded.toggle() }
      }
      .buttonStyle(.borderedProminent)
      if isExpanded {
        Text("Details")
          .padding(.horizontal, 8)
          .background(.yellow, in: .rect(cornerRadius: 6))
          .overlay(RoundedRectangle(cornerRadius: 6).stroke(.gray, lineWidth: 1))
          .shadow(radius: 2)
          .transition(.move(edge: .leading).combined(with: .opacity))
      }
    }
    .padding()
    .background(
      LinearGradient(colors: [.white, .mint], startPoint: .top, endPoint: .bottom)
    )
    .clipShape(.rect(cornerRadius: 12))
  }
}

/// Controls, focus, pickers and a form of settings.
private struct SettingsForm: View {
  @ObservedObject var settings: Settings
  @Bindable var workout: Workout
  @FocusState private var nameFocused: Bool
  @State private var reps = 3

  var body: some View {
    Form {
      Section("Workout") {
        TextField("Name", text: $workout.name)
          .focused($nameFocused)
          .onSubmit { nameFocused = false }
        Stepper("Minutes: \(workout.minutes)", value: $workout.minutes, in: 5...90, step: 5)
        Toggle("Favourite", isOn: $workout.isFavourite).toggleStyle(.switch)
      }
      Section {
        Picker("Theme", selection: $settings.theme) {
          ForEach(["Light", "Dark"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
        Slider(value: $settings.volume, in: 0...1).accessibilityLabel("Volume")
        ProgressView(value: settings.volume)
      } header: {
        Text("App")
      }
    }
  }
}

/// Gestures, geometry, grids and layout modifiers.
private struct Board: View {
  @State private var tiles = ["A", "B", "C", "D"]
  @State private var selected: String?
  @GestureState private var drag = CGSize.zero

  var body: some View {
    VStack {
      GeometryReader { proxy in
        Rectangle().fill(.orange).frame(width: proxy.size.width / 2)
      }
      .frame(height: 10)
      Grid(horizontalSpacing: 4, verticalSpacing: 4) {
        GridRow {
          ForEach(tiles.prefix(2), id: \.self) { tile in
            Text(tile).onTapGesture { selected = tile }
          }
        }
        GridRow {
          ForEach(tiles.suffix(2), id: \.self) { tile in
            Text(tile).onTapGesture(count: 1) { selected = tile }
          }
        }
      }
      Text(selected ?? "none")
        .layoutPriority(1)
        .offset(drag)
        .gesture(
          DragGesture().updating($drag) { value, state, _ in state = value.translation }
        )
      ViewThatFits {
        Text("A long caption that needs room")
        Text("Short")
      }
    }
  }
}

private struct Board_Previews: PreviewProvider {
  static var previews: some View {
    Board().previewLayout(.sizeThatFits).previewDisplayName("Board")
    WorkoutCard(workout: Workout()).preferredColorScheme(.dark)
  }
}

/// Lists, scroll views, lazy stacks and tabs.
private struct Inbox: View {
  struct Mail: Identifiable {
    let id: Int
    var subject: String
  }

  @State private var mails = (0..<50).map { Mail(id: $0, subject: "Mail \($0)") }
  @State private var tab = 0

  var body: some View {
    TabView(selection: $tab) {
      ScrollViewReader { proxy in
        List {
          ForEach(mails) { mail in
            Text(mail.subject)
              .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                Button("Archive", role: .destructive) { mails.removeAll { $0.id == mail.id } }
              }
          }
          .onDelete { mails.remove(atOffsets: $0) }
          .onMove { mails.move(fromOffsets: $0, toOffset: $1) }
        }
        .listStyle(.insetGrouped)
        .refreshable {}
        .onAppear { proxy.scrollTo(0, anchor: .top) }
      }
      .tabItem { Label("Inbox", systemImage: "tray") }
      .tag(0)
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.adaptive(minimum: 20))]) {
          ForEach(0..<100, id: \.self) { Text("\($0)") }
        }
      }
      .scrollIndicators(.hidden)
      .scrollDisabled(false)
      .tabItem { Label("Grid", systemImage: "square.grid.2x2") }
      .tag(1)
    }
  }
}

@MainActor
@Suite("Compatibility: the everyday vocabulary compiles and runs")
struct EverydayVocabularyTests {
  @Test func theWorkoutCardShowsItsModelAndAnimatesItsDetails() throws {
    let workout = Workout()
    let host = ViewHost(WorkoutCard(workout: workout))
    #expect(host.snapshot().all("Text").compactMap(\.text).contains("Total: 1200 s"))
    try host.tap("More")
    #expect(host.snapshot().first("Text", text: "Details")?.isAnimating == true)
    try host.settle()
    workout.minutes = 30
    host.flush()
    #expect(host.snapshot().all("Text").compactMap(\.text).contains("30 min"))
    #expect(host.snapshot().all("Image").compactMap(\.text) == ["heart.fill", "figure.run", "map"])
  }

  @Test func theSettingsFormEditsBothKindsOfModel() throws {
    let settings = Settings()
    let workout = Workout()
    let host = ViewHost(SettingsForm(settings: settings, workout: workout))
    try host.type("Swim", into: "Name")
    try host.submit("Name")
    try host.increment("Minutes: 20")
    try host.toggle("Favourite")
    try host.select("Dark", in: "Theme")
    try host.setValue(0.75, of: "Volume")
    #expect(workout.name == "Swim")
    #expect(workout.minutes == 25)
    #expect(workout.isFavourite)
    #expect(settings.theme == "Dark")
    #expect(settings.volume == 0.75)
  }

  @Test func theInboxScrollsSwipesDeletesAndSwitchesTabs() throws {
    let host = ViewHost(Inbox())
    try host.scroll(by: 44 * 10)
    #expect(host.snapshot().all("Text").compactMap(\.text).contains("Mail 10"))
    try host.delete(row: "Mail 11")
    try host.swipe("Mail 12")
    try host.tap("Archive")
    #expect(!host.snapshot().all("Text").compactMap(\.text).contains("Mail 12"))
    try host.select(tab: "Grid")
    #expect(host.snapshot().all("Text").compactMap(\.text).contains("0"))
  }

  @Test func theBoardIsTappedDraggedAndPreviewed() throws {
    let host = ViewHost(Board())
    try host.tap("C")
    #expect(host.snapshot().all("Text").compactMap(\.text).contains("C"))
    try host.drag("C", by: CGSize(width: 30, height: 0))
    let previews = PreviewCatalog(Board_Previews.self).previews
    #expect(previews.map(\.name) == ["Board", "Board_Previews 1"])
    #expect(previews[0].host().snapshot().first("Grid") != nil)
  }
}

extension ViewSnapshot {
  /// The first node of a type showing a text.
  fileprivate func first(_ type: String, text: String) -> Node? {
    all(type).first { $0.text == text }
  }
}
