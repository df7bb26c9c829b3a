/// A button that pastes the pasteboard's items of a transferable type: `PasteButton`.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in
///   items += strings
/// }
///
/// // In a test:
/// host.pasteboard.setItems(["Milk", "Eggs"])
/// try host.tap("Paste")
/// await host.run()
/// ```
///
/// It shows `Label("Paste", systemImage: "doc.on.clipboard")`. A tap imports each item on the
/// host's pasteboard (``ViewHost/pasteboard``) that travels as a type `payloadType` imports, as
/// a drop does, and calls `onPaste` with those that loaded; with none it does nothing. The items
/// load asynchronously, as on a device, on the host's task executor: `await host.run()` after
/// the tap delivers them. Differs from SwiftUI: the button is not greyed out while the pasteboard
/// holds nothing it can paste (a tap then does nothing), and no paste permission is asked.
public struct PasteButton: View {
  public typealias Body = Never
  let payloadType: String
  let paste: @MainActor (HostPasteboard) -> Void
  let label = Label("Paste", systemImage: "doc.on.clipboard")

  /// Creates a button that pastes items of `payloadType`.
  ///
  /// - Parameters:
  ///   - payloadType: The type of the items to paste.
  ///   - onPaste: Gets the pasted items, on the main actor.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    self.payloadType = String(describing: T.self)
    paste = { pasteboard in
      let offers = pasteboard.items
      // Called only on the main actor, from the main-actor task below.
      nonisolated(unsafe) let onPaste = onPaste
      let work: @MainActor @Sendable () async -> Void = {
        var items: [T] = []
        for offer in offers {
          if let item = try? await offer.load(as: T.self) { items.append(item) }
        }
        if !items.isEmpty { onPaste(items) }
      }
      if let runtime = HostRuntime.current {
        _ = runtime.startTask(named: "PasteButton", priority: .userInitiated, work)
      } else {
        Task(operation: work)
      }
    }
  }
}

extension PasteButton: PrimitiveView, TappableControl, SnapshotDescribable {
  func children() -> [(key: ChildKey, view: any View)] { [(.content, label)] }

  func performTap(in environment: EnvironmentValues) {
    guard let pasteboard = environment.hostPasteboard else { return }
    paste(pasteboard)
  }

  var snapshotLine: String { "PasteButton payloadType: \(payloadType)" }
}
