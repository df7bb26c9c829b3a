import Dispatch
import Foundation
import Signals
import Testing

@Suite("DispatchQueue.SchedulerTimeType saturates as Combine does", .endsSubscriptions)
struct DispatchTimeSaturationTests {
  typealias Time = DispatchQueue.SchedulerTimeType
  typealias Stride = Time.Stride

  @Test func unitsSaturateInsteadOfWrapping() {
    #expect(Stride.seconds(Int.max).magnitude == .max)
    #expect(Stride.seconds(Int.min).magnitude == .min)
    #expect(Stride.milliseconds(.max).magnitude == .max)
    #expect(Stride.microseconds(.min).magnitude == .min)
    #expect(Stride.seconds(Double(Int.max)).magnitude == .max)
    #expect(Stride(.seconds(.max)).magnitude == .max)
    #expect(Stride(exactly: 2 as UInt64)?.magnitude == 2_000_000_000)
    #expect(Stride(exactly: UInt64.max) == nil)
  }

  @Test func distancePastTheSignedRangeIsTheLargestInterval() {
    let early = Time(DispatchTime(uptimeNanoseconds: 10_000))
    let distant = Time(DispatchTime.distantFuture)
    #expect(early.distance(to: distant).magnitude == .max)
    #expect(distant.distance(to: early).magnitude == .max)
    #expect(distant.distance(to: distant).magnitude == 0)
    #expect(early.distance(to: Time(DispatchTime(uptimeNanoseconds: 10_431))).magnitude == 431)
  }

  @Test func advancingSaturatesAtBothEnds() {
    let early = Time(DispatchTime(uptimeNanoseconds: 10_000))
    #expect(early.advanced(by: .nanoseconds(.max)).dispatchTime == .distantFuture)
    #expect(
      Time(DispatchTime(uptimeNanoseconds: 1)).advanced(by: .nanoseconds(-1_000)).dispatchTime
        .uptimeNanoseconds == 1
    )
    #expect(early.advanced(by: .nanoseconds(-220)).dispatchTime.uptimeNanoseconds == 9_780)
  }

  @Test func strideCodesItsNanosecondsAsCombineDoes() throws {
    let json = String(
      decoding: try JSONEncoder().encode(["value": Stride.nanoseconds(419)]),
      as: UTF8.self
    )
    #expect(json == #"{"value":{"_nanoseconds":419}}"#)
    let decoded = try JSONDecoder().decode([String: Stride].self, from: Data(json.utf8))
    #expect(decoded["value"] == .nanoseconds(419))
  }
}
