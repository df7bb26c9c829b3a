import Foundation

/// Sets a preference's value from an anchor of the content:
/// `anchorPreference(key:value:transform:)`.
public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier,
  PrimitiveModifier
{
  public typealias Body = Never
  let anchor: Anchor<AnchorValue>.Source
  let transform: (Anchor<AnchorValue>) -> Key.Value
}

/// Changes a preference's value with an anchor of the content:
/// `transformAnchorPreference(key:value:transform:)`.
public struct _AnchorTransformModifier<AnchorValue, Key: PreferenceKey>: ViewModifier,
  PrimitiveModifier
{
  public typealias Body = Never
  let anchor: Anchor<AnchorValue>.Source
  let transform: (inout Key.Value, Anchor<AnchorValue>) -> Void
}

extension _AnchorWritingModifier: PreferenceWriting {
  var keyType: Any.Type { Key.self }

  func value(in frame: CGRect) -> Any {
    transform(anchor.anchor(in: frame))
  }
}

extension _AnchorTransformModifier: PreferenceTransforming {
  var keyType: Any.Type { Key.self }

  func transformedValue(of writers: [Any], in frame: CGRect) -> Any {
    var value = Key.reduced(writers)
    transform(&value, anchor.anchor(in: frame))
    return value
  }
}

extension View {
  /// Sets a preference's value from a geometry value of this view (its bounds, a point of
  /// it), replacing what the subtree's own views set for the key.
  ///
  /// The anchor is taken from this view's frame after layout, each time the preference is
  /// read, so a reader sees where the view is now.
  ///
  /// ```swift
  /// Text(title)
  ///   .anchorPreference(key: BoundsKey.self, value: .bounds) { isSelected ? $0 : nil }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference's key.
  ///   - value: The geometry value, in this view's coordinates.
  ///   - transform: Makes the preference's value from the anchor.
  /// - Returns: The view.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self,
    value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> ModifiedContent<Self, _AnchorWritingModifier<A, K>> {
    modifier(_AnchorWritingModifier<A, K>(anchor: value, transform: transform))
  }

  /// Changes the value of a preference that this view's content sets, with a geometry value of
  /// this view.
  ///
  /// The content's values are combined with the key's `reduce(value:nextValue:)` (from its
  /// `defaultValue`), then `transform` changes the result in place with the anchor; what it
  /// leaves stands for the whole view.
  ///
  /// ```swift
  /// Circle()
  ///   .transformAnchorPreference(key: CentersKey.self, value: .center) { centers, anchor in
  ///     centers.append(anchor)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference's key.
  ///   - value: The geometry value, in this view's coordinates.
  ///   - transform: Changes the value in place, given the anchor.
  /// - Returns: The view.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self,
    value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> ModifiedContent<Self, _AnchorTransformModifier<A, K>> {
    modifier(_AnchorTransformModifier<A, K>(anchor: value, transform: transform))
  }
}
