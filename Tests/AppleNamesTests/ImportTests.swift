#if os(Linux)
import Combine
import SwiftUI
import Testing

@Test func combineNamesResolve() {
  let subject = Combine.PassthroughSubject<Int, Never>()
  var seen: [Int] = []
  let cancellable: AnyCancellable = subject.sink { seen.append($0) }
  subject.send(1)
  cancellable.cancel()
  #expect(seen == [1])
}
#endif
