import Foundation

/// Sets a preference's value for a subtree: `preference(key:value:)`.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let value: Key.Value
}

/// Changes the value of a preference that the content's views set:
/// `transformPreference(_:_:)`.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let transform: (inout Key.Value) -> Void
}

/// Runs an action when a preference's value in the content changes:
/// `onPreferenceChange(_:perform:)`.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier
where Key.Value: Equatable {
  public typealias Body = Never
  let action: (Key.Value) -> Void

  func didInsert(node: ViewNode) {
    node.graph.preferenceObservers.add(node)
  }
}

/// A preference writer, without knowing its key statically.
@MainActor
protocol PreferenceWriting {
  var keyType: Any.Type { get }
  /// The value it sets, for a view whose layout frame on the screen is `frame` (which only
  /// anchor preferences use).
  func value(in frame: CGRect) -> Any
}

extension _PreferenceWritingModifier: PreferenceWriting {
  var keyType: Any.Type { Key.self }
  func value(in frame: CGRect) -> Any { value }
}

/// A preference transformer, without knowing its key statically.
@MainActor
protocol PreferenceTransforming {
  var keyType: Any.Type { get }
  /// The value of the subtree: its writers' values reduced in tree order, then transformed (by
  /// a view whose layout frame on the screen is `frame`, which only anchor preferences use).
  func transformedValue(of writers: [Any], in frame: CGRect) -> Any
}

extension _PreferenceTransformModifier: PreferenceTransforming {
  var keyType: Any.Type { Key.self }

  func transformedValue(of writers: [Any], in frame: CGRect) -> Any {
    var value = Key.reduced(writers)
    transform(&value)
    return value
  }
}

extension PreferenceKey {
  /// The values, reduced in order from the default value.
  static func reduced(_ values: [Any]) -> Value {
    var value = defaultValue
    for next in values {
      guard let next = next as? Value else { continue }
      reduce(value: &value) { next }
    }
    return value
  }
}

/// A preference observer, without knowing its key statically.
@MainActor
protocol PreferenceObserving {
  /// The content's value, reduced from the writers found in tree order.
  func reducedValue(of writers: [Any]) -> Any
  func isEqual(_ value: Any, to other: Any) -> Bool
  func perform(with value: Any)
  var keyType: Any.Type { get }
}

extension _PreferenceActionModifier: PreferenceObserving {
  var keyType: Any.Type { Key.self }

  func reducedValue(of writers: [Any]) -> Any {
    Key.reduced(writers)
  }

  func isEqual(_ value: Any, to other: Any) -> Bool {
    (value as? Key.Value) == (other as? Key.Value)
  }

  func perform(with value: Any) {
    if let value = value as? Key.Value { action(value) }
  }
}

extension View {
  /// Sets a preference's value for this view and its subtree, replacing what the subtree's own
  /// views set for the key.
  ///
  /// ```swift
  /// Text(title).preference(key: TitleWidthKey.self, value: CGFloat(title.count * 8))
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference's key.
  ///   - value: The value.
  /// - Returns: The view.
  public func preference<K: PreferenceKey>(
    key: K.Type = K.self,
    value: K.Value
  ) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }

  /// Changes the value of a preference that this view's content sets, as its ancestors see it.
  ///
  /// The content's values are combined with the key's `reduce(value:nextValue:)` (from its
  /// `defaultValue`, even when the content sets none), then `callback` changes the result in
  /// place; what it leaves stands for the whole view.
  ///
  /// ```swift
  /// ChapterList()
  ///   .transformPreference(HeadingsKey.self) { headings in headings.insert("Contents", at: 0) }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference's key.
  ///   - callback: Changes the value in place.
  /// - Returns: The view.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self,
    _ callback: @escaping (inout K.Value) -> Void
  ) -> ModifiedContent<Self, _PreferenceTransformModifier<K>> {
    modifier(_PreferenceTransformModifier<K>(transform: callback))
  }

  /// Runs an action with a preference's value in this view's content when the view appears and
  /// whenever the value changes.
  ///
  /// After each update, the values the content's `preference(key:value:)` modifiers set are
  /// combined in tree order with the key's `reduce(value:nextValue:)`, starting from its
  /// `defaultValue`; the action runs when the result differs from the last one it saw.
  /// **Differs from SwiftUI:** values are combined in one flat sequence (SwiftUI reduces
  /// subtree by subtree), which is the same for an associative `reduce`.
  ///
  /// ```swift
  /// VStack { … }
  ///   .onPreferenceChange(TitleWidthKey.self) { width in titleWidth = width }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference's key.
  ///   - action: The action, with the new value.
  /// - Returns: The view.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self,
    perform action: @escaping (K.Value) -> Void
  ) -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
    modifier(_PreferenceActionModifier<K>(action: action))
  }
}
