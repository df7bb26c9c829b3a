#if canImport(FoundationNetworking)
import Foundation
import Testing
import ViewModelKit

// View models that talk to a server, written as app code writes them, tested with the host
// answering their requests on virtual time: nothing reaches the network.

private struct Note: Codable, Equatable {
  var title: String
}

/// An `@Observable` model that loads with `async`/`await` when its screen appears.
@MainActor
@Observable
private final class NotesModel {
  var notes: [Note] = []
  var isLoading = false
  var failure: String?

  func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      let url = URL(string: "https://api.example.com/notes")!
      let (data, response) = try await URLSession.shared.data(from: url)
      guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        failure = "Server error"
        return
      }
      notes = try JSONDecoder().decode([Note].self, from: data)
    } catch let error as URLError {
      failure = error.code == .notConnectedToInternet ? "Offline" : "Failed: \(error.code.rawValue)"
    } catch {
      failure = "Unreadable"
    }
  }
}

private struct NotesScreen: View {
  let model: NotesModel

  var body: some View {
    VStack {
      if model.isLoading { Text("Loading…") }
      if let failure = model.failure { Text(failure) }
      ForEach(model.notes, id: \.title) { Text($0.title) }
    }
    .task { await model.load() }
  }
}

/// Loads each URL in turn when it appears and shows each body.
private struct SearchScreen: View {
  let queries: [String]
  @State private var results: [String] = []

  var body: some View {
    VStack {
      ForEach(results, id: \.self) { Text($0) }
    }
    .task {
      for query in queries {
        let data = try? await URLSession.shared.data(from: URL(string: query)!).0
        results.append(String(decoding: data ?? Data(), as: UTF8.self))
      }
    }
  }
}

@MainActor
private func texts<Root: View>(_ host: ViewHost<Root>) -> [String] {
  host.snapshot().all("Text").compactMap(\.text)
}

@MainActor
struct HostNetworkTests {
  @Test func aReplyArrivesAfterItsDelayOnTheHostsClock() async throws {
    let model = NotesModel()
    let host = ViewHost(NotesScreen(model: model))
    host.network.reply(
      to: "https://api.example.com/notes",
      with: try .json([Note(title: "Milk"), Note(title: "Eggs")]),
      after: 0.5
    )
    await host.run()
    #expect(texts(host) == ["Loading…"])
    #expect(
      host.network.requests.map(\.description) == ["GET https://api.example.com/notes (pending)"]
    )
    await host.run(for: 0.45)
    #expect(texts(host) == ["Loading…"])
    await host.run(for: 0.05)
    #expect(texts(host) == ["Milk", "Eggs"])
    #expect(host.network.requests.map(\.description) == ["GET https://api.example.com/notes → 200"])
    #expect(host.network.requests.first?.sentAt == 0)
  }

  @Test func aStatusIsNotAnErrorAndAFailureIsAURLError() async throws {
    let serverError = NotesModel()
    let host = ViewHost(NotesScreen(model: serverError))
    host.network.reply(to: "https://api.example.com/notes", with: .status(503))
    await host.run()
    #expect(texts(host) == ["Server error"])

    let offline = NotesModel()
    let second = ViewHost(NotesScreen(model: offline))
    second.network.reply(
      to: "https://api.example.com/notes",
      with: .failure(URLError(.timedOut)),
      after: 60
    )
    await second.run(for: 60)
    #expect(texts(second) == ["Failed: -1001"])
    #expect(
      second.network.requests.map(\.description) == [
        "GET https://api.example.com/notes → failed: -1001"
      ]
    )
  }

  @Test func aRequestNoReplyMatchesFailsAtOnceAsOfflineWithAWarning() async {
    let model = NotesModel()
    let host = ViewHost(NotesScreen(model: model))
    await host.run()
    #expect(texts(host) == ["Offline"])
    #expect(
      host.network.requests.map(\.description) == [
        "GET https://api.example.com/notes → failed: -1009"
      ]
    )
    #expect(
      host.warnings.contains(
        "GET https://api.example.com/notes: no reply of the host's matches this request, so it "
          + "failed with URLError(.notConnectedToInternet). Answer it with "
          + "host.network.reply(to:with:), or set host.network.unansweredRequests = .wait to "
          + "answer it later."
      )
    )
  }

  @Test func aWaitingRequestStaysPendingUntilTheTestAnswersIt() async throws {
    let model = NotesModel()
    let host = ViewHost(NotesScreen(model: model))
    host.network.unansweredRequests = .wait
    await host.run(for: 10)
    #expect(texts(host) == ["Loading…"])
    #expect(
      host.network.pendingRequests.map(\.description) == [
        "GET https://api.example.com/notes (pending)"
      ]
    )
    #expect(host.runningTasks == ["NotesScreen.task"])

    try host.network.answer(
      "https://api.example.com/notes",
      with: .json(#"[{"title":"Tea"}]"#),
      after: 1
    )
    #expect(host.network.pendingRequests.isEmpty)
    await host.run(for: 1)
    #expect(texts(host) == ["Tea"])
    #expect(host.runningTaskCount == 0)

    #expect(
      throws: HostNetworkError.noPendingRequest(
        url: nil,
        requests: ["GET https://api.example.com/notes → 200"]
      )
    ) {
      try host.network.answer(with: .status(200))
    }
  }

  @Test func theNewestMatchingReplyWinsAndAQueryMatchesAURLWithoutOne() async throws {
    let host = ViewHost(
      SearchScreen(queries: [
        "https://api.example.com/search?q=tea", "https://api.example.com/search?q=exact",
      ])
    )
    host.network.reply(to: "https://api.example.com/search", with: .text("old"))
    host.network.reply(to: "https://api.example.com/search", with: .text("new"))
    host.network.reply(to: "https://api.example.com/search?q=exact", with: .text("exact"))
    await host.run()
    #expect(texts(host) == ["new", "exact"])
  }
}
#endif
