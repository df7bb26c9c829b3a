extension ViewHost {
  #if canImport(FoundationNetworking)
  /// The host's network: the requests the app's code makes, answered by the test on the host's
  /// clock (see ``HostNetwork``).
  ///
  /// ```swift
  /// let host = ViewHost(NotesScreen())
  /// host.network.reply(to: "https://api.example.com/notes", with: .json("[]"))
  /// await host.run()
  /// ```
  public var network: HostNetwork { HostNetwork(responder: runtime.network) }
  #endif

  /// Whether an answer of the host's network is on its way: given, and due at a later frame.
  var awaitsNetworkAnswers: Bool {
    #if canImport(FoundationNetworking)
    runtime.network.hasScheduledAnswers
    #else
    false
    #endif
  }

  /// The requests that wait for the test to answer them, as `GET https://… (pending)`.
  var unansweredRequests: [String] {
    #if canImport(FoundationNetworking)
    network.pendingRequests.map(\.description)
    #else
    []
    #endif
  }
}
