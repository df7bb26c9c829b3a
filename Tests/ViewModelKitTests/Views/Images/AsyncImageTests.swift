#if canImport(FoundationNetworking)
import Foundation
import Testing
import ViewModelKit

// Pictures loaded from URLs, as app code shows them, answered by the host's network on virtual
// time: the phases follow the answer, in the transaction given.

private struct Cover: Identifiable {
  let id: Int
  var url: URL { URL(string: "https://images.example.com/covers/\(id).png")! }
}

/// A grid of covers whose pictures fade in as they arrive.
private struct CoverGrid: View {
  let covers: [Cover]

  var body: some View {
    VStack {
      ForEach(covers) { cover in
        AsyncImage(
          url: cover.url,
          scale: 2,
          transaction: Transaction(animation: .linear(duration: 0.3))
        ) {
          phase in
          switch phase {
          case .empty:
            Text("Loading \(cover.id)")
          case .success(let image):
            image.transition(.opacity)
          case .failure(let error):
            Text("Failed \(cover.id): \(error is URLError ? "network" : "not a picture")")
          @unknown default:
            EmptyView()
          }
        }
      }
    }
  }
}

/// The texts on screen, without those fading out.
@MainActor
private func shownTexts<Root: View>(_ host: ViewHost<Root>) -> [String] {
  func texts(_ node: ViewSnapshot.Node) -> [String] {
    guard !node.isLeaving else { return [] }
    return (node.type == "Text" ? [node.text].compactMap { $0 } : []) + node.children.flatMap(texts)
  }
  return host.snapshot().roots.flatMap(texts)
}

@MainActor
struct AsyncImageTests {
  @Test func phasesFollowTheAnswersAndThePictureFadesInWithTheTransaction() async throws {
    let host = ViewHost(CoverGrid(covers: [Cover(id: 1), Cover(id: 2), Cover(id: 3)]))
    host.network.reply(
      to: "https://images.example.com/covers/1.png",
      with: .data(ImageFiles.png(width: 120, height: 80), mimeType: "image/png"),
      after: 0.2
    )
    host.network.reply(
      to: "https://images.example.com/covers/2.png",
      with: .failure(URLError(.notConnectedToInternet)),
      after: 0.1
    )
    host.network.reply(to: "https://images.example.com/covers/3.png", with: .text("<html>"))
    await host.run()
    #expect(
      shownTexts(host)
        == ["Loading 1", "Loading 2", "Failed 3: not a picture"]
    )

    await host.run(for: 0.1)
    #expect(
      shownTexts(host)
        == ["Loading 1", "Failed 2: network", "Failed 3: not a picture"]
    )

    await host.run(for: 0.1)
    // Half-way through its fade at 0.35 s: 60×40 points, a 120×80 PNG at 2 pixels per point.
    await host.run(for: 0.15)
    let image = try #require(host.snapshot().first("Image"))
    #expect(image.frame.size == CGSize(width: 60, height: 40))
    #expect(abs(image.opacity - 0.5) < 0.001)
    await host.run(for: 0.15)
    #expect(host.snapshot().first("Image")?.opacity == 1)
    #expect(
      host.network.requests.map(\.description) == [
        "GET https://images.example.com/covers/1.png → 200",
        "GET https://images.example.com/covers/2.png → failed: -1009",
        "GET https://images.example.com/covers/3.png → 200",
      ]
    )
  }

  @Test func thePlainFormShowsAGrayFillUntilThePictureAndThenItsOwnSize() async {
    let host = ViewHost(
      AsyncImage(url: URL(string: "https://images.example.com/logo.jpg"))
        .frame(width: 200, height: 100)
    )
    host.network.reply(
      to: "https://images.example.com/logo.jpg",
      with: .data(ImageFiles.jpeg(width: 40, height: 30), mimeType: "image/jpeg"),
      after: 1
    )
    await host.run()
    #expect(host.snapshot().first("Image") == nil)
    #expect(host.snapshot().first("Color")?.frame.size == CGSize(width: 200, height: 100))
    await host.run(for: 1)
    #expect(host.snapshot().first("Image")?.frame.size == CGSize(width: 40, height: 30))
    #expect(host.snapshot().first("Color") == nil)
  }

  @Test func theContentAndPlaceholderFormAndANewURLStartingAgain() async {
    struct Avatar: View {
      @State var user = 1

      var body: some View {
        VStack {
          AsyncImage(url: URL(string: "https://images.example.com/users/\(user).png")) { image in
            image.resizable().frame(width: 48, height: 48)
          } placeholder: {
            Text("…")
          }
          Button("Next") { user += 1 }
        }
      }
    }
    let host = ViewHost(Avatar())
    host.network.reply(
      to: "https://images.example.com/users/1.png",
      with: .data(ImageFiles.png(width: 10, height: 10), mimeType: "image/png")
    )
    host.network.reply(
      to: "https://images.example.com/users/2.png",
      with: .data(ImageFiles.png(width: 10, height: 10), mimeType: "image/png"),
      after: 0.5
    )
    await host.run()
    #expect(host.snapshot().first("Image")?.frame.size == CGSize(width: 48, height: 48))
    try? host.tap("Next")
    await host.run()
    #expect(host.snapshot().first("Image") == nil)
    #expect(shownTexts(host) == ["…", "Next"])
    await host.run(for: 0.5)
    #expect(host.snapshot().first("Image")?.frame.size == CGSize(width: 48, height: 48))
    #expect(host.network.requests.count == 2)
  }
}
#endif
