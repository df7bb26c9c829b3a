import Foundation

/// Views made from a collection, one per element, each identified by the element's id.
///
/// Inserting, removing or reordering ids inserts, removes or moves the matching views with their
/// state. A `ForEach` over a `Range<Int>` identifies its views by offset. Duplicate ids are logged
/// as a warning (as SwiftUI does) and only the first view with an id is kept.
///
/// ```swift
/// ForEach(items) { item in Text(item.title) }
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<3) { Text("Row \($0)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public typealias Body = Never

  /// The elements.
  public var data: Data

  /// Makes the view of one element.
  public var content: (Data.Element) -> Content

  let idOf: (Data.Element) -> ID
  /// The action of `onDelete(perform:)`, recorded.
  var deleteAction: ((IndexSet) -> Void)?
  /// The action of `onMove(perform:)`, recorded.
  var moveAction: ((IndexSet, Int) -> Void)?

  /// Creates views from elements identified by a key path.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identity.
  ///   - content: Makes the view of one element.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    idOf = { $0[keyPath: id] }
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// Creates views from identifiable elements.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - content: Makes the view of one element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    idOf = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates views for a constant range, identified by offset.
  ///
  /// - Parameters:
  ///   - data: The range.
  ///   - content: Makes the view of one offset.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    idOf = { $0 }
  }
}

extension ForEach: PrimitiveView {
  func children() -> [(key: ChildKey, view: any View)] {
    var seen = Set<ID>()
    var result: [(key: ChildKey, view: any View)] = []
    for element in data {
      let id = idOf(element)
      guard seen.insert(id).inserted else {
        Diagnostics.warn(
          "ForEach<\(Data.self), \(ID.self)>: the ID \(id) occurs multiple times within the "
            + "collection, this will give undefined results!"
        )
        continue
      }
      result.append((.id(AnyHashable(id)), content(element)))
    }
    return result
  }
}
