extension ViewHost {
  /// What is inside one view on screen, found by the view's type or accessibility identifier:
  /// the host's interactions, limited to that view.
  ///
  /// Make one with ``ViewHost/find(_:)``, ``ViewHost/find(_:at:)``, ``ViewHost/find(id:)`` or
  /// ``ViewHost/find(id:at:)``, and narrow it further with the same calls on the query. Its
  /// interactions take the same arguments as the host's, and find their target the same way,
  /// among the views inside the query's view only:
  ///
  /// ```swift
  /// // List { ForEach(model.todos) { TodoRow(todo: $0) } }, each row with a "Delete" button
  /// try host.find(TodoRow.self, at: 1).tap("Delete")
  /// try host.find(SettingsScreen.self).find(id: "notifications").toggle("Enabled")
  /// ```
  ///
  /// A query holds no views: each interaction looks the view up again, so a query made before
  /// a change still works after it. When the view cannot be found the interaction throws
  /// ``ViewHostError/noScope(query:candidates:)``, ``ViewHostError/ambiguousScope(query:matches:)``
  /// or ``ViewHostError/noPosition(query:matches:)``; any other error of the interaction comes
  /// wrapped in ``ViewHostError/inScope(query:error:)``, which names the query.
  @MainActor
  public struct Query: CustomStringConvertible {
    let host: ViewHost
    let query: TargetQuery

    init(host: ViewHost, query: TargetQuery = TargetQuery()) {
      self.host = host
      self.query = query
    }

    /// The query as the calls that make it: `find(TodoRow.self, at: 1)`.
    public nonisolated var description: String {
      query.description(through: query.steps.count - 1)
    }

    /// A query for what is inside the one view of type `type` inside this query's view.
    ///
    /// - Parameter type: The view's type, exactly.
    /// - Returns: The narrower query.
    public func find<V: View>(_ type: V.Type) -> Query {
      adding(.type(ObjectIdentifier(type), name: String(describing: type)), position: nil)
    }

    /// A query for what is inside the view of type `type` at `position` (from 0, in tree order)
    /// among those inside this query's view.
    ///
    /// ```swift
    /// try host.find(Board.self).find(Column.self, at: 0).tap("Add card")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The view's type, exactly.
    ///   - position: The view's position among the views of the type, from 0.
    /// - Returns: The narrower query.
    public func find<V: View>(_ type: V.Type, at position: Int) -> Query {
      adding(.type(ObjectIdentifier(type), name: String(describing: type)), position: position)
    }

    /// A query for what is inside the one view with the accessibility identifier `identifier`
    /// inside this query's view.
    ///
    /// - Parameter identifier: The accessibility identifier.
    /// - Returns: The narrower query.
    public func find(id identifier: String) -> Query {
      adding(.identifier(identifier), position: nil)
    }

    /// A query for what is inside the view with the accessibility identifier `identifier` at
    /// `position` (from 0, in tree order) among those inside this query's view.
    ///
    /// - Parameters:
    ///   - identifier: The accessibility identifier.
    ///   - position: The view's position among the views with the identifier, from 0.
    /// - Returns: The narrower query.
    public func find(id identifier: String, at position: Int) -> Query {
      adding(.identifier(identifier), position: position)
    }

    private func adding(_ kind: TargetQuery.Step.Kind, position: Int?) -> Query {
      var query = query
      query.steps.append(TargetQuery.Step(kind: kind, position: position))
      return Query(host: host, query: query)
    }

    /// Runs a host interaction with its finders limited to the query's view: fails unwrapped
    /// when the view cannot be found, and wraps the interaction's own errors in `inScope`.
    func perform<T>(_ interaction: () throws -> T) throws -> T {
      try TargetQuery.$current.withValue(query) {
        try checkScope()
        do {
          return try interaction()
        } catch let error as ViewHostError {
          throw ViewHostError.inScope(query: description, error: error)
        }
      }
    }

    /// Throws, unwrapped, why the query's view cannot be found.
    private func checkScope() throws {
      if let refusal = host.graph.depthRefusal { throw refusal }
      _ = try host.graph.onDeepStack { () throws -> ViewNode? in try host.queryScope() }
    }

    /// The `async` form of ``perform(_:)``.
    func performAsync<T>(_ interaction: () async throws -> T) async throws -> T {
      try await TargetQuery.$current.withValue(query) {
        try checkScope()
        do {
          return try await interaction()
        } catch let error as ViewHostError {
          throw ViewHostError.inScope(query: description, error: error)
        }
      }
    }
  }
}
