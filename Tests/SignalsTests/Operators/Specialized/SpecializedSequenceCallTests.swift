import Signals
import Testing

@Suite(
  "Just, Sequence and Optional specialisations make the calls Combine makes",
  .endsSubscriptions
)
struct SpecializedSequenceCallTests {
  @Test func justPrependReservesFromTheUnderestimatedCount() {
    let earlier = CallRecordingCollection([10, 20])
    let joined = Just(30).prepend(earlier)
    #expect(joined.sequence == [10, 20, 30])
    #expect(earlier.calls == [.created, .underestimatedCount, .underestimatedCount, .makeIterator])
  }

  @Test func justAppendIteratesOnce() {
    let later = CallRecordingCollection([8, 9])
    let joined = Just(7).append(later)
    #expect(joined.sequence == [7, 8, 9])
    #expect(later.calls == [.created, .underestimatedCount, .makeIterator])
  }

  @Test func sequencePrependBuildsOneReservedCollection() {
    let base = CallRecordingCollection([3, 4])
    let first = CallRecordingCollection([1, 2])
    let joined = Publishers.Sequence<CallRecordingCollection, Never>(sequence: base)
      .prepend(first).sequence
    #expect(Array(joined.items) == [1, 2, 3, 4])
    #expect(joined.calls == [.createdEmpty, .reserveCapacity, .appendContents, .appendContents])
    #expect(base.calls == [.created, .count, .underestimatedCount, .makeIterator])
    #expect(first.calls == [.created, .underestimatedCount, .underestimatedCount, .makeIterator])
    #expect(first.items == [1, 2])
  }

  @Test func sequencePrependVariadicCountsTheBaseOnce() {
    let base = CallRecordingCollection([5, 6])
    let joined = Publishers.Sequence<CallRecordingCollection, Never>(sequence: base)
      .prepend(3, 4).sequence
    #expect(joined.items == [3, 4, 5, 6])
    #expect(joined.calls == [.createdEmpty, .reserveCapacity, .appendContents, .appendContents])
    #expect(base.calls == [.created, .count, .underestimatedCount, .makeIterator])
  }

  @Test func sequencePrependPublisherAppendsToTheOtherCollection() {
    let base = CallRecordingCollection([3, 4])
    let first = CallRecordingCollection([1, 2])
    let joined = Publishers.Sequence<CallRecordingCollection, Never>(sequence: base)
      .prepend(Publishers.Sequence<CallRecordingCollection, Never>(sequence: first)).sequence
    #expect(joined === first)
    #expect(first.items == [1, 2, 3, 4])
    #expect(first.calls == [.created, .appendContents])
    #expect(base.calls == [.created, .underestimatedCount, .makeIterator])
    #expect(base.items == [3, 4])
  }

  @Test func collectOfAnEmptyOptionalDeliversAnEmptyArray() {
    let empty: Optional<[Int]>.Publisher = Optional<Int>.none.publisher.collect()
    #expect(empty.output == [])
    #expect(Optional(4).publisher.collect().output == [4])
  }
}
