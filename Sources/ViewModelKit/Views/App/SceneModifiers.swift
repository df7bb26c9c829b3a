public import Foundation

/// A scene with a modifier applied: its windows, changed by the modifier.
public struct _ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content
  let transform: @MainActor (inout ResolvedScene) -> Void

  func resolve(into scenes: inout [ResolvedScene]) {
    var own: [ResolvedScene] = []
    content.resolve(into: &own)
    for index in own.indices { transform(&own[index]) }
    scenes += own
  }
}

extension Scene {
  /// Applies `transform` to each window this scene declares.
  func modifyingWindows(
    _ transform: @escaping @MainActor (inout ResolvedScene) -> Void
  ) -> _ModifiedScene<Self> {
    _ModifiedScene(content: self, transform: transform)
  }

  /// Applies a view modifier to the content of each window this scene declares.
  func modifyingContent(
    _ transform: @escaping @MainActor (AnyView) -> AnyView
  ) -> _ModifiedScene<Self> {
    modifyingWindows { $0.modifyContent(transform) }
  }

  /// Adds menu commands (recorded by the host: ``ViewHost/commands``).
  ///
  /// ```swift
  /// WindowGroup { ContentView() }
  ///   .commands { CommandMenu("Notes") { Button("New Note") { store.add() } } }
  /// ```
  ///
  /// - Parameter content: The commands.
  /// - Returns: The scene.
  public func commands<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    let records = content().commandRecords()
    return modifyingWindows { $0.commands += records }
  }

  /// Runs an action when `value` differs after the app's body was evaluated again.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }
  ///   .onChange(of: scenePhase) { old, new in log(old, new) }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to compare.
  ///   - initial: Whether to run the action also when the scene appears.
  ///   - action: The action, with the old and new values.
  /// - Returns: The scene.
  public func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    modifyingContent { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs an action when `value` differs after the app's body was evaluated again.
  ///
  /// - Parameters:
  ///   - value: The value to compare.
  ///   - initial: Whether to run the action also when the scene appears.
  ///   - action: The action.
  /// - Returns: The scene.
  public func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping () -> Void
  ) -> some Scene {
    modifyingContent { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs an action with the new value when `value` differs (deprecated in SwiftUI since iOS
  /// 17; here without the deprecation attribute).
  ///
  /// - Parameters:
  ///   - value: The value to compare.
  ///   - action: The action, with the new value.
  /// - Returns: The scene.
  public func onChange<V: Equatable>(
    of value: V,
    perform action: @escaping (_ newValue: V) -> Void
  ) -> some Scene {
    modifyingContent { AnyView($0.onChange(of: value, perform: action)) }
  }

  /// Sets an environment value for the scene's views.
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - value: The value.
  /// - Returns: The scene.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>,
    _ value: V
  ) -> some Scene {
    modifyingContent { AnyView($0.environment(keyPath, value)) }
  }

  /// Puts an `@Observable` object into the scene's views' environment.
  ///
  /// - Parameter object: The object.
  /// - Returns: The scene.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    modifyingContent { AnyView($0.environment(object)) }
  }

  /// Puts an observable object into the scene's views' environment.
  ///
  /// - Parameter object: The object.
  /// - Returns: The scene.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    modifyingContent { AnyView($0.environmentObject(object)) }
  }

  /// The window's default size (macOS, visionOS): recorded only, as a host's screen has one size.
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  /// - Returns: The scene.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    modifyingWindows { _ in }
  }
}
