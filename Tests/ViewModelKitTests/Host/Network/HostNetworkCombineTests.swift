#if canImport(FoundationNetworking)
import Foundation
import Testing
import ViewModelKit

// The two older ways app code talks to a server, in an `ObservableObject` view model: a
// `dataTaskPublisher` pipeline, and a data task whose completion handler hops to the main queue.

@MainActor
private final class FeedModel: ObservableObject {
  @Published var titles: [String] = []
  @Published var status = "Idle"
  private var cancellables = Set<AnyCancellable>()
  private var task: URLSessionDataTask?
  private let session: URLSession

  init() {
    let configuration = URLSessionConfiguration.default
    configuration.httpAdditionalHeaders = ["Authorization": "Bearer secret"]
    session = URLSession(configuration: configuration)
  }

  func loadWithPublisher() {
    status = "Loading"
    session.dataTaskPublisher(for: URL(string: "https://api.example.com/feed")!)
      .map(\.data)
      .decode(type: [String].self, decoder: JSONDecoder())
      .receive(on: DispatchQueue.main)
      .sink { [weak self] completion in
        if case .failure(let error) = completion {
          self?.status = (error as? URLError).map { "Failed \($0.code.rawValue)" } ?? "Unreadable"
        }
      } receiveValue: { [weak self] titles in
        self?.titles = titles
        self?.status = "Loaded"
      }
      .store(in: &cancellables)
  }

  func post(_ title: String) {
    var request = URLRequest(url: URL(string: "https://api.example.com/feed")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode([title])
    status = "Posting"
    task = session.dataTask(with: request) { data, response, error in
      let code = (response as? HTTPURLResponse)?.statusCode
      let failure = (error as? URLError)?.code.rawValue
      DispatchQueue.main.async {
        self.status = code.map { "Posted \($0)" } ?? "Failed \(failure ?? 0)"
      }
    }
    task?.resume()
  }

  func cancelPost() {
    task?.cancel()
  }
}

private struct FeedView: View {
  @ObservedObject var model: FeedModel

  var body: some View {
    VStack {
      Text(model.status)
      ForEach(model.titles, id: \.self) { Text($0) }
      Button("Load") { model.loadWithPublisher() }
      Button("Post") { model.post("Hello") }
      Button("Stop") { model.cancelPost() }
    }
  }
}

@MainActor
struct HostNetworkCombineTests {
  @Test func aDataTaskPublisherPipelineDeliversOnTheMainQueueAtTheAnswersFrame() throws {
    let model = FeedModel()
    let host = ViewHost(FeedView(model: model))
    host.network.reply(
      to: "https://api.example.com/feed",
      with: .json(#"["One", "Two"]"#),
      after: 0.25
    )
    try host.tap("Load")
    #expect(model.status == "Loading")
    host.advance(by: 0.2)
    #expect(model.titles.isEmpty)
    host.advance(by: 0.05)
    #expect(model.titles == ["One", "Two"])
    #expect(model.status == "Loaded")
    #expect(host.network.requests.first?.headers["Authorization"] == "Bearer secret")
  }

  @Test func aFailedPipelineAndAnUnreadableBody() throws {
    let model = FeedModel()
    let host = ViewHost(FeedView(model: model))
    host.network.reply(to: "https://api.example.com/feed", with: .failure(URLError(.timedOut)))
    try host.tap("Load")
    host.advance(frames: 1)
    #expect(model.status == "Failed -1001")
    host.network.reply(to: "https://api.example.com/feed", with: .json(#"{"not": "a list"}"#))
    try host.tap("Load")
    host.advance(frames: 1)
    #expect(model.status == "Unreadable")
  }

  @Test func aCompletionHandlerThatHopsToTheMainQueue() async throws {
    let model = FeedModel()
    let host = ViewHost(FeedView(model: model))
    host.network.reply(
      to: "https://api.example.com/feed",
      method: "POST",
      with: .status(201),
      after: 1
    )
    try host.tap("Post")
    await host.run(for: 1)
    #expect(model.status == "Posted 201")
    let request = try #require(host.network.requests.first)
    #expect(request.method == "POST")
    #expect(request.headers["Content-Type"] == "application/json")
    #expect(request.headers["Authorization"] == "Bearer secret")
    #expect(String(decoding: request.body ?? Data(), as: UTF8.self) == #"["Hello"]"#)
    #expect(request.sentAt == 0)
  }

  @Test func cancellingADataTaskFailsItsHandlerAndLogsTheRequestCancelled() async throws {
    let model = FeedModel()
    let host = ViewHost(FeedView(model: model))
    host.network.unansweredRequests = .wait
    try host.tap("Post")
    await host.run(for: 0.5)
    #expect(host.network.pendingRequests.count == 1)
    try host.tap("Stop")
    await host.run()
    #expect(model.status == "Failed -999")
    #expect(
      host.network.requests.map(\.description) == ["POST https://api.example.com/feed (cancelled)"]
    )
    #expect(host.network.pendingRequests.isEmpty)
  }

  @Test func aClosedHostFailsItsPendingRequestsAndReleasesTheirHandlers() async throws {
    weak var released: FeedModel?
    do {
      let model = FeedModel()
      released = model
      let host = ViewHost(FeedView(model: model))
      host.network.unansweredRequests = .wait
      try host.tap("Post")
      await host.run()
      #expect(host.network.pendingRequests.count == 1)
    }
    await Task.yield()
    #expect(released == nil)
  }
}
#endif
