#if canImport(FoundationNetworking)
extension ViewHost {
  /// The host's network: the requests the app's code makes, answered by the test on the host's
  /// clock (see ``HostNetwork``).
  ///
  /// ```swift
  /// let host = ViewHost(NotesScreen())
  /// host.network.reply(to: "https://api.example.com/notes", with: .json("[]"))
  /// await host.run()
  /// ```
  public var network: HostNetwork { HostNetwork(responder: runtime.network) }
}
#endif
