/// Makes a view the destination of drops of one transferable type:
/// `dropDestination(for:action:isTargeted:)`.
///
/// A ``ViewHost`` finds it by the text its content shows: ``ViewHost/drag(_:onto:duration:)``.
public struct _DropDestinationModifier<T: Transferable>: ViewModifier, PrimitiveModifier,
  SnapshotDescribable
{
  public typealias Body = Never
  let action: ([T], CGPoint) -> Bool
  let isTargeted: (Bool) -> Void

  var snapshotLine: String { ".dropDestination(for: \(String(describing: T.self)))" }
}

extension _DropDestinationModifier: TargetedDropTarget {
  func accepts(_ offer: DragOffer) -> Bool {
    offer.match(T.transferEntries) != nil
  }

  func setTargeted(_ isTargeted: Bool) {
    self.isTargeted(isTargeted)
  }

  func drop(_ offer: DragOffer, at location: CGPoint) async -> Bool {
    guard let item = try? await offer.load(as: T.self) else { return false }
    return action([item], location)
  }
}

extension View {
  /// Makes this view a destination for drops of `payloadType`.
  ///
  /// ```swift
  /// VStack { ForEach(done, id: \.self) { Text($0).draggable($0) } }
  ///   .dropDestination(for: String.self) { cards, location in
  ///     done += cards
  ///     return true
  ///   } isTargeted: { isOver in
  ///     isHighlighted = isOver
  ///   }
  /// ```
  ///
  /// A drag whose payload exports a content type that `payloadType` imports (the payload's
  /// preferred one first) targets the view while the finger is over it: `isTargeted` gets `true`
  /// as it enters and `false` as it leaves or drops. On the drop the payload is exported,
  /// imported as `payloadType`, and `action` gets it with the finger's location in the view.
  /// A drag of any other payload leaves the view alone. In a test,
  /// ``ViewHost/drag(_:onto:duration:)`` drags a view onto it.
  ///
  /// - Parameters:
  ///   - payloadType: The type of the dropped items.
  ///   - action: Takes the dropped items and the location; returns whether it accepted them.
  ///   - isTargeted: Runs as a drag it accepts enters or leaves the view.
  /// - Returns: The view, as a drop destination.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self,
    action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    modifier(_DropDestinationModifier(action: action, isTargeted: isTargeted))
  }
}
