#if canImport(FoundationNetworking)
public import Foundation
public import FoundationNetworking
import Signals

/// The URLSession an app's code calls on Linux: FoundationNetworking's, or a host's stand-in for
/// the network while a host exists.
///
/// It has URLSession's names: `shared`, `init(configuration:)`, `data(from:)`,
/// `data(for:)`, `upload(for:from:)`, `download(from:)`, `dataTask(with:completionHandler:)`
/// and `dataTaskPublisher(for:)`, and it takes FoundationNetworking's `URLSessionConfiguration`,
/// `URLRequest` and `URLResponse`. Each request goes where `URLSessionStandIn` says: to the
/// host that runs the calling code (where a test answers it on the host's clock), else to the
/// newest host, else to FoundationNetworking's session and the network.
///
/// ```swift
/// let (data, response) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/notes")!)
/// let notes = try JSONDecoder().decode([Note].self, from: data)
/// ```
///
/// Differences from Apple's URLSession, all documented where they apply:
/// - Sessions with a delegate keep it (`delegate`) but do not call it: answers reach the
///   completion handler, the `async` call or the publisher. `dataTask(with:)` without a completion
///   handler, stream, web-socket and background sessions are absent.
/// - The session's `httpAdditionalHeaders` are added to each request (the request's own win).
/// - A file that imports `FoundationNetworking` by name as well sees two `URLSession`s; app
///   files written for Apple's platforms never do.
open class URLSession: NSObject, @unchecked Sendable {
  /// The session for requests that need no configuration of their own.
  open class var shared: URLSession { sharedInstance }

  private static let sharedInstance = URLSession(configuration: .default)

  /// A copy of the configuration the session was made with.
  public let configuration: URLSessionConfiguration

  /// The delegate the session was made with; the stand-in keeps it but does not call it.
  public let delegate: (any URLSessionDelegate)?

  /// The queue the session was made with (a serial queue of its own when none was given).
  public let delegateQueue: OperationQueue

  /// A description of the session, for debugging.
  open var sessionDescription: String?

  private let tasks = Locked(Tasks())
  private let systemSession: Locked<FoundationNetworking.URLSession?> = Locked(nil)

  /// The session's running exchanges, and whether it was invalidated.
  private struct Tasks {
    var nextIdentifier = 1
    var running: [Int: URLSessionStandIn.Exchange] = [:]
  }

  /// A session with its own configuration.
  ///
  /// - Parameter configuration: The configuration; the session keeps a copy.
  public init(configuration: URLSessionConfiguration) {
    self.configuration = Self.copy(of: configuration)
    delegate = nil
    delegateQueue = Self.serialQueue()
  }

  /// A session with a configuration, a delegate (kept, not called) and a delegate queue.
  ///
  /// - Parameters:
  ///   - configuration: The configuration; the session keeps a copy.
  ///   - delegate: The delegate.
  ///   - queue: The delegate queue; a serial queue of the session's own when `nil`.
  public init(
    configuration: URLSessionConfiguration,
    delegate: (any URLSessionDelegate)?,
    delegateQueue queue: OperationQueue?
  ) {
    self.configuration = Self.copy(of: configuration)
    self.delegate = delegate
    delegateQueue = queue ?? Self.serialQueue()
  }

  /// A session with the default configuration, for subclasses (a test double of an app's own).
  public override convenience init() {
    self.init(configuration: .default)
  }

  /// Cancels the session's running requests.
  open func invalidateAndCancel() {
    let running = tasks.withLock { tasks -> [URLSessionStandIn.Exchange] in
      defer { tasks.running = [:] }
      return Array(tasks.running.values)
    }
    for exchange in running { exchange.cancel() }
  }

  /// Lets the running requests finish; the stand-in has nothing else to release.
  open func finishTasksAndInvalidate() {}

  /// Sends `request` where `URLSessionStandIn` says, and tells `deliver` the answer.
  ///
  /// - Returns: The exchange, to cancel it.
  @discardableResult
  func begin(
    _ request: URLRequest,
    deliver: @escaping URLSessionStandIn.Exchange.Delivery
  ) -> URLSessionStandIn.Exchange {
    let identifier = tasks.withLock { tasks -> Int in
      defer { tasks.nextIdentifier += 1 }
      return tasks.nextIdentifier
    }
    let exchange = URLSessionStandIn.Exchange(request: prepared(request)) { [tasks] result in
      tasks.withLock { _ = $0.running.removeValue(forKey: identifier) }
      deliver(result)
    }
    tasks.withLock { $0.running[identifier] = exchange }
    if let responder = URLSessionStandIn.current {
      responder.respond(to: exchange)
    } else {
      sendOverTheNetwork(exchange)
    }
    return exchange
  }

  /// The request as it is sent: the session's additional headers added where the request has
  /// none of its own.
  func prepared(_ request: URLRequest) -> URLRequest {
    var request = request
    if request.httpMethod == nil { request.httpMethod = "GET" }
    for (key, value) in configuration.httpAdditionalHeaders ?? [:] {
      guard let name = key as? String, request.value(forHTTPHeaderField: name) == nil else {
        continue
      }
      request.setValue("\(value)", forHTTPHeaderField: name)
    }
    return request
  }

  /// Sends the exchange with FoundationNetworking's session: no host is there to answer it.
  private func sendOverTheNetwork(_ exchange: URLSessionStandIn.Exchange) {
    let session = systemSession.withLock { session in
      if let session { return session }
      let made = FoundationNetworking.URLSession(configuration: configuration)
      session = made
      return made
    }
    let url = exchange.request.url
    let task = session.dataTask(with: exchange.request) { data, response, error in
      if let error {
        exchange.fail(error as? URLError ?? URLError(.unknown, url: url))
      } else if let response {
        exchange.complete(data: data ?? Data(), response: response)
      } else {
        exchange.fail(URLError(.badServerResponse, url: url))
      }
    }
    exchange.whenCancelled { task.cancel() }
    task.resume()
  }

  private static func copy(of configuration: URLSessionConfiguration) -> URLSessionConfiguration {
    (configuration.copy() as? URLSessionConfiguration) ?? configuration
  }

  private static func serialQueue() -> OperationQueue {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    return queue
  }
}
#endif
