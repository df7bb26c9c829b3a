// A collection with reference storage that records which of its members a specialised operator
// calls, so that tests can check the calls Combine makes (`underestimatedCount`, never `count`).

final class CallRecordingCollection: RangeReplaceableCollection {
  enum Call: Equatable {
    case created, createdEmpty, count, underestimatedCount, makeIterator
    case reserveCapacity, appendContents
  }

  private(set) var calls: [Call]
  private(set) var items: [Int]

  init() {
    calls = [.createdEmpty]
    items = []
  }

  init<S: Sequence>(_ elements: S) where S.Element == Int {
    calls = [.created]
    items = Array(elements)
  }

  var startIndex: Int { items.startIndex }
  var endIndex: Int { items.endIndex }
  subscript(position: Int) -> Int { items[position] }
  func index(after index: Int) -> Int { index + 1 }

  var count: Int {
    calls.append(.count)
    return items.count
  }

  var underestimatedCount: Int {
    calls.append(.underestimatedCount)
    return items.underestimatedCount
  }

  func makeIterator() -> IndexingIterator<[Int]> {
    calls.append(.makeIterator)
    return items.makeIterator()
  }

  func reserveCapacity(_ capacity: Int) {
    calls.append(.reserveCapacity)
    items.reserveCapacity(capacity)
  }

  func append<S: Sequence>(contentsOf newElements: S) where S.Element == Int {
    calls.append(.appendContents)
    items.append(contentsOf: newElements)
  }

  func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == Int {
    items.replaceSubrange(subrange, with: newElements)
  }
}
