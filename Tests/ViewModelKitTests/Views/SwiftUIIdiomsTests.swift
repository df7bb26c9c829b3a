import Foundation
import Testing
import ViewModelKit

// Everyday SwiftUI code, compiled with only the import changed.

private struct Item: Identifiable {
  let id: Int
  let title: String
}

private struct SettingsScreen: View {
  @State private var items = [Item(id: 1, title: "General"), Item(id: 2, title: "Privacy")]
  @State private var notifications = true

  var body: some View {
    NavigationStack {
      List(items) { item in
        Label(item.title, systemImage: "gear")
          .font(.headline)
          .foregroundColor(.secondary)
      }
      Divider()
      Toggle("Notifications", isOn: $notifications)
        .tint(.accentColor)
      Text("Version 1.0")
        .font(.footnote)
        .padding(8)
        .background(Color.yellow)
        .cornerRadius(6)
        .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 8, height: 8) }
    }
    .navigationTitle("Settings")
    .task { await Task.yield() }
  }
}

@MainActor
@Suite("SwiftUI idioms")
struct SwiftUIIdiomsTests {
  @Test func aTypicalScreenRendersAndResponds() throws {
    let host = ViewHost(SettingsScreen())
    let snapshot = host.snapshot()
    #expect(snapshot.all("Image").count == 2)
    #expect(snapshot.all("Text").compactMap(\.text).contains("Privacy"))
    try host.toggle("Notifications")
    #expect(host.treeDescription().contains("Toggle isOn: false"))
  }

  @Test func backgroundTakesTheContentsSizeAndOverlayIsAligned() throws {
    let host = ViewHost(SettingsScreen())
    let snapshot = host.snapshot()
    let version = try #require(snapshot.all("Text").first { $0.text == "Version 1.0" })
    let yellow = try #require(snapshot.first("Color"))
    #expect(yellow.frame.width == version.frame.width + 16)
    #expect(yellow.frame.height == version.frame.height + 16)
    let badge = try #require(snapshot.first("Circle"))
    #expect(badge.frame.maxX == yellow.frame.maxX)
    #expect(badge.frame.minY == yellow.frame.minY)
  }
}
