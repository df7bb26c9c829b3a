#if !canImport(Darwin)
public import Foundation

/// The error domain of ``NSItemProvider``'s loading errors, as Foundation's.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Who may load a representation an item provider registers, as Foundation's.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  /// Any process.
  case all = 0
  /// Processes of the same team (macOS).
  case team = 1
  /// Processes of the same group.
  case group = 2
  /// This process only.
  case ownProcess = 3
}

/// Items offered by a drag, a drop or a paste, as data of the types they register, loaded on
/// demand: Foundation's `NSItemProvider` on Apple's platforms (Linux Foundation has none).
///
/// ```swift
/// let provider = NSItemProvider(object: "Buy milk" as NSString)
/// provider.loadObject(ofClass: String.self) { string, error in
///   print(string ?? "-")  // "Buy milk"
/// }
/// ```
///
/// Declared by ViewModelKit on Linux only. Loading runs asynchronously: in a ``ViewHost`` on its
/// task executor (`await host.run()` delivers the completion handlers), elsewhere in a task.
/// Differs from Foundation's: objects load as `String` and `URL` only (`NSItemProviderReading`
/// and `NSItemProviderWriting` are absent), file representations and coercion are absent, and
/// `Progress` values only count completion.
open class NSItemProvider: @unchecked Sendable {
  // Every mutable property lives in `state`, a `Locked` value; no lock is held while calling out.

  /// How a registered representation makes its data.
  enum Loader: Sendable {
    case handler(
      @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    )
    case async(@Sendable () async throws -> Data)
  }

  struct Registration: Sendable {
    let typeIdentifier: String
    let loader: Loader
  }

  struct State {
    var registrations: [Registration] = []
    var suggestedName: String?
  }

  let state = Locked(State())

  /// Creates a provider with no representations.
  public init() {}

  /// The name a receiver should give a file it makes of the item.
  open var suggestedName: String? {
    get { state.withLock { $0.suggestedName } }
    set { state.withLock { $0.suggestedName = newValue } }
  }

  /// The identifiers of the registered representations, in the order they were registered.
  open var registeredTypeIdentifiers: [String] {
    state.withLock { $0.registrations.map(\.typeIdentifier) }
  }

  /// The types of the registered representations, in order (those with an identifier
  /// `UTType(_:)` knows).
  open var registeredContentTypes: [UTType] {
    registeredTypeIdentifiers.compactMap(UTType.init)
  }

  /// Registers a representation as data of `typeIdentifier`, made by `loadHandler` when a
  /// receiver asks for it.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The data's type identifier.
  ///   - visibility: Who may load it (every receiver here is in this process).
  ///   - loadHandler: Makes the data and passes it (or an error) to the completion handler it
  ///     gets; returns a progress or `nil`.
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    visibility: NSItemProviderRepresentationVisibility,
    loadHandler:
      @escaping @Sendable (
        @escaping @Sendable (Data?, (any Error)?) -> Void
      ) -> Progress?
  ) {
    register(typeIdentifier, .handler(loadHandler))
  }

  /// Registers a representation as data of `contentType`, made by `loadHandler` when a receiver
  /// asks for it.
  ///
  /// - Parameters:
  ///   - contentType: The data's type.
  ///   - visibility: Who may load it.
  ///   - loadHandler: Makes the data and passes it to the completion handler it gets.
  open func registerDataRepresentation(
    for contentType: UTType,
    visibility: NSItemProviderRepresentationVisibility = .all,
    loadHandler:
      @escaping @Sendable (
        @escaping @Sendable (Data?, (any Error)?) -> Void
      ) -> Progress?
  ) {
    register(contentType.identifier, .handler(loadHandler))
  }

  /// Whether a registered representation's type conforms to `typeIdentifier`.
  ///
  /// - Parameter typeIdentifier: The type identifier.
  /// - Returns: `true` when one does.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registration(conformingTo: typeIdentifier) != nil
  }

  /// Loads the first registered representation whose type conforms to `typeIdentifier`.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The type identifier the data must conform to.
  ///   - completionHandler: Gets the data, or an error (`NSItemProviderErrorDomain`, code
  ///     -1000, when no representation conforms).
  /// - Returns: The loading's progress.
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    // `Progress` is thread-safe, as Foundation documents.
    let counted = UncheckedSendable(value: progress)
    let registration = registration(conformingTo: typeIdentifier)
    Self.start {
      let result = await Self.load(registration)
      counted.value.completedUnitCount = 1
      completionHandler(result.data, result.error)
    }
    return progress
  }

  /// Loads the first registered representation whose type conforms to `contentType`.
  ///
  /// - Parameters:
  ///   - contentType: The type the data must conform to.
  ///   - completionHandler: Gets the data, or an error.
  /// - Returns: The loading's progress.
  @discardableResult
  open func loadDataRepresentation(
    for contentType: UTType,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    loadDataRepresentation(
      forTypeIdentifier: contentType.identifier,
      completionHandler: completionHandler
    )
  }

  func register(_ typeIdentifier: String, _ loader: Loader) {
    state.withLock {
      $0.registrations.append(Registration(typeIdentifier: typeIdentifier, loader: loader))
    }
  }

  /// The first registration whose type conforms to `typeIdentifier` (by identity when either
  /// type is unknown).
  func registration(conformingTo typeIdentifier: String) -> Registration? {
    let wanted = UTType(typeIdentifier)
    return state.withLock { $0.registrations }
      .first { registration in
        guard let wanted, let type = UTType(registration.typeIdentifier) else {
          return registration.typeIdentifier == typeIdentifier
        }
        return type.conforms(to: wanted)
      }
  }

  /// Runs `work` on the current host's task executor, or in a task without a host.
  static func start(_ work: @escaping @Sendable () async -> Void) {
    if let runtime = HostRuntime.current {
      _ = runtime.startTask(named: "NSItemProvider", priority: .userInitiated, work)
    } else {
      Task(operation: work)
    }
  }

  /// The data of `registration`, or why there is none.
  static func load(_ registration: Registration?) async -> (data: Data?, error: (any Error)?) {
    switch registration?.loader {
    case nil:
      return (nil, NSError(domain: NSItemProviderErrorDomain, code: -1000))
    case .async(let load):
      do {
        return (try await load(), nil)
      } catch {
        return (nil, error)
      }
    case .handler(let handler):
      return await withCheckedContinuation { continuation in
        _ = handler { data, error in continuation.resume(returning: (data, error)) }
      }
    }
  }
}
#endif
