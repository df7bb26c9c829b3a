#if !canImport(Darwin)
public import Foundation

/// The current state of a drop: where the finger is in the destination and what the dragged
/// item offers, as a drop delegate gets it.
///
/// ```swift
/// func performDrop(info: DropInfo) -> Bool {
///   guard let provider = info.itemProviders(for: [.plainText]).first else { return false }
///   _ = provider.loadObject(ofClass: String.self) { title, _ in
///     if let title { DispatchQueue.main.async { dropped.append(title) } }
///   }
///   return true
/// }
/// ```
///
/// Differs from SwiftUI's: the item providers can be asked for at every delegate call, not only
/// in `performDrop(info:)`; a drag carries one item.
public struct DropInfo {
  /// The location of the finger in the drop destination's own coordinates (its top leading
  /// corner is the origin).
  public let location: CGPoint

  /// What the drag carries.
  let offer: DragOffer

  /// Whether at least one item has a representation conforming to one of `contentTypes`.
  ///
  /// - Parameter contentTypes: The types to look for.
  /// - Returns: `true` when the dragged item has such a representation.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    offer.representations.contains { representation in
      contentTypes.contains { representation.contentType.conforms(to: $0) }
    }
  }

  /// Whether at least one item has a representation conforming to one of the types
  /// `types` identify (identifiers `UTType(_:)` does not know match nothing).
  ///
  /// - Parameter types: The type identifiers to look for.
  /// - Returns: `true` when the dragged item has such a representation.
  public func hasItemsConforming(to types: [String]) -> Bool {
    hasItemsConforming(to: types.compactMap(UTType.init))
  }

  /// The providers of the items with a representation conforming to one of `contentTypes`.
  ///
  /// - Parameter contentTypes: The types to look for.
  /// - Returns: One provider holding all of the dragged item's representations, or none when
  ///   no representation conforms.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    hasItemsConforming(to: contentTypes) ? [NSItemProvider(offer: offer)] : []
  }

  /// The providers of the items with a representation conforming to one of the types `types`
  /// identify.
  ///
  /// - Parameter types: The type identifiers to look for.
  /// - Returns: One provider holding all of the dragged item's representations, or none.
  public func itemProviders(for types: [String]) -> [NSItemProvider] {
    itemProviders(for: types.compactMap(UTType.init))
  }
}
#endif
