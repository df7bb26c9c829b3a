import Testing
import ViewModelKit

private struct Mixer: View {
  let log: EventLog
  @State private var volume = 2.0

  var body: some View {
    VStack {
      Slider(value: $volume, in: 0...10, step: 1) {
        Text("Volume")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("10")
      } onEditingChanged: {
        log("editing \($0)")
      }
      Text("volume \(volume)")
    }
  }
}

private struct Downloads: View {
  let received: Double?

  var body: some View {
    if let received {
      ProgressView("Downloading", value: received, total: 4)
    } else {
      ProgressView("Loading…")
    }
  }
}

private struct Reminder: View {
  @State private var due = Date(timeIntervalSince1970: 0)

  var body: some View {
    DatePicker(
      "Due",
      selection: $due,
      in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400 * 365),
      displayedComponents: .date
    )
  }
}

private struct Actions: View {
  let log: EventLog

  var body: some View {
    Menu("Actions") {
      Button("Duplicate") { log("duplicate") }
      Button("Delete", role: .destructive) { log("delete") }
    }
  }
}

private struct Advanced: View {
  @State private var isExpanded = false

  var body: some View {
    DisclosureGroup("Advanced", isExpanded: $isExpanded) {
      Text("Debug")
    }
  }
}

private struct Legal: View {
  let log: EventLog

  var body: some View {
    Link("Terms", destination: URL(string: "https://example.com/terms")!)
      .environment(
        \.openURL,
        OpenURLAction { url in
          log(url.absoluteString)
          return .handled
        }
      )
  }
}

@MainActor
@Suite("More controls: layout and host")
struct MoreControlsLayoutTests {
  @Test func aSliderIsATrackBetweenItsValueLabels() throws {
    let host = ViewHost(Mixer(log: EventLog()))
    let slider = try #require(host.snapshot().first("Slider"))
    // "0" (8) and "10" (16) with gaps of 8 leave the track 350 of the 390 points.
    #expect(slider.frame == CGRect(x: 0, y: 393, width: 390, height: 30))
    #expect(slider.first("_ControlPart")?.frame == CGRect(x: 16, y: 393, width: 350, height: 30))
    #expect(slider.all("Text").compactMap(\.text) == ["0", "10"])
  }

  @Test func theHostSetsASliderByItsHiddenLabel() throws {
    let log = EventLog()
    let host = ViewHost(Mixer(log: log))
    try host.setValue(7.4, of: "Volume")
    #expect(shownTexts(host).last == "volume 7.000000")
    #expect(log.entries == ["editing true", "editing false"])
    #expect(
      throws: ViewHostError.wrongValue(
        label: "Volume",
        expected: "Double",
        given: "String",
        view: "Slider"
      )
    ) {
      try host.setValue("loud", of: "Volume")
    }
    #expect(
      ViewHostError.wrongValue(label: "Volume", expected: "Double", given: "String", view: "Slider")
        .description == "The Slider \"Volume\" takes a Double, not a String."
    )
  }

  @Test func progressViewsAreASpinnerOrABar() throws {
    let spinner = try #require(ViewHost(Downloads(received: nil)).snapshot().first("ProgressView"))
    #expect(spinner.frame == CGRect(x: 163, y: 398, width: 64, height: 48))
    #expect(spinner.first("_ControlPart")?.frame == CGRect(x: 185, y: 398, width: 20, height: 20))

    let host = ViewHost(Downloads(received: 1))
    let bar = try #require(host.snapshot().first("ProgressView"))
    #expect(bar.frame == CGRect(x: 0, y: 406, width: 390, height: 32))
    #expect(bar.first("_ControlPart")?.frame == CGRect(x: 0, y: 434, width: 390, height: 4))
    #expect(host.treeDescription().contains("ProgressView fraction: 0.25"))
  }

  @Test func aDatePickerShowsTheDateAndTheHostSetsIt() throws {
    let host = ViewHost(Reminder())
    #expect(shownTexts(host) == ["Due", "1970-01-01"])
    #expect(
      host.snapshot().first("DatePicker")?.frame == CGRect(x: 0, y: 412, width: 390, height: 20)
    )
    try host.setValue(Date(timeIntervalSince1970: 86_400 * 31 + 3_600), of: "Due")
    #expect(shownTexts(host) == ["Due", "1970-02-01"])
    try host.setValue(Date(timeIntervalSince1970: 86_400 * 400), of: "Due")
    #expect(shownTexts(host) == ["Due", "1971-01-01"])
  }

  @Test func aMenuOpensOnATapAndClosesAfterAnAction() throws {
    let log = EventLog()
    let host = ViewHost(Actions(log: log))
    #expect(shownTexts(host) == ["Actions"])
    #expect(host.snapshot().first("Menu")?.frame == CGRect(x: 167, y: 412, width: 56, height: 20))
    #expect(throws: ViewHostError.self) { try host.tap("Delete") }

    try host.tap("Actions")
    #expect(shownTexts(host) == ["Actions", "Duplicate", "Delete"])
    let menu = try #require(host.snapshot().first("Menu"))
    #expect(menu.frame == CGRect(x: 159, y: 384, width: 72, height: 76))
    #expect(
      menu.all("Text").map(\.frame.origin) == [
        CGPoint(x: 159, y: 384), CGPoint(x: 159, y: 412), CGPoint(x: 159, y: 440),
      ]
    )

    try host.tap("Delete")
    #expect(log.entries == ["delete"])
    #expect(shownTexts(host) == ["Actions"])
  }

  @Test func aDisclosureGroupExpandsAndCollapses() throws {
    let host = ViewHost(Advanced())
    let closed = try #require(host.snapshot().first("DisclosureGroup"))
    #expect(closed.frame == CGRect(x: 0, y: 412, width: 390, height: 20))
    #expect(closed.first("Image")?.frame == CGRect(x: 370, y: 412, width: 20, height: 20))

    try host.tap("Advanced")
    #expect(host.treeDescription().contains("Advanced {isExpanded: true}"))
    let open = try #require(host.snapshot().first("DisclosureGroup"))
    #expect(open.frame == CGRect(x: 0, y: 398, width: 390, height: 48))
    #expect(open.all("Text").last?.frame == CGRect(x: 0, y: 426, width: 40, height: 20))

    try host.tap("Advanced")
    #expect(shownTexts(host) == ["Advanced"])
  }

  @Test func aLinkOpensItsURLThroughTheEnvironment() throws {
    let log = EventLog()
    let host = ViewHost(Legal(log: log))
    #expect(host.snapshot().first("Link")?.frame == CGRect(x: 175, y: 412, width: 40, height: 20))
    try host.tap("Terms")
    #expect(log.entries == ["https://example.com/terms"])
  }
}
