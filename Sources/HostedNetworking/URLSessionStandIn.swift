#if canImport(FoundationNetworking)
public import Signals

/// Where the stand-in `URLSession` sends requests: to an installed responder (a headless view
/// host) instead of the network.
///
/// Beyond Foundation. ViewModelKit's `ViewHost` installs a responder while it exists, so that an
/// app's requests (`URLSession.shared.data(from:)`, `dataTask(with:completionHandler:)`,
/// `dataTaskPublisher(for:)`, `AsyncImage`) are answered by the test, on the host's virtual
/// clock, and never reach the network. Tests use the host's API (`host.network`); this type is the
/// seam under it.
///
/// Rules:
/// - Each request asks the installed responders, newest first, whether it runs on their behalf
///   (`Responder.isCurrent`); the first that says so gets it. A request made outside every
///   responder's work (from a test's own code, say) goes to the newest responder. With none
///   installed, the request goes to FoundationNetworking's `URLSession`, over the network.
/// - A responder answers an `Exchange` once, from any thread, at any later time, or never.
///
/// ```swift
/// final class Offline: URLSessionStandIn.Responder {
///   var isCurrent: Bool { true }
///   func respond(to exchange: URLSessionStandIn.Exchange) {
///     exchange.fail(URLError(.notConnectedToInternet))
///   }
/// }
/// let installation = URLSessionStandIn.install(Offline())
/// // URLSession.shared.data(from: url) now throws URLError(.notConnectedToInternet)
/// installation.cancel()
/// ```
public enum URLSessionStandIn {
  /// Answers the requests of the code it runs for.
  public protocol Responder: AnyObject, Sendable {
    /// Whether the calling code runs on this responder's behalf. Called on the requesting thread;
    /// it must be fast and must not make requests.
    var isCurrent: Bool { get }

    /// Takes a request; answer it through `exchange`, now or later, or never.
    ///
    /// - Parameter exchange: The request and the way to answer it.
    func respond(to exchange: Exchange)
  }

  private static let responders = Locked<[(id: Int, responder: any Responder)]>([])
  private static let nextID = Locked(0)

  /// Installs a responder until the returned cancellable is cancelled (or released).
  ///
  /// - Parameter responder: The responder; it is kept until the installation ends.
  /// - Returns: The installation.
  public static func install(_ responder: any Responder) -> AnyCancellable {
    let id = nextID.withLock { next -> Int in
      defer { next += 1 }
      return next
    }
    responders.withLock { $0.insert((id, responder), at: 0) }
    return AnyCancellable {
      responders.withLock { $0.removeAll { $0.id == id } }
    }
  }

  /// The responder for the calling code: the one it runs for, else the newest, else `nil`.
  static var current: (any Responder)? {
    let installed = responders.withLock { $0.map(\.responder) }
    return installed.first { $0.isCurrent } ?? installed.first
  }
}
#endif
