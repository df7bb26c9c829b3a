import Foundation
import Signals
import Testing

@Suite("Subscribers.Demand", .endsSubscriptions)
struct DemandTests {
  @Test func descriptionMatchesCombine() {
    #expect(Subscribers.Demand.unlimited.description == "unlimited")
    #expect(Subscribers.Demand.none.description == "max(0)")
    #expect(Subscribers.Demand.max(3).description == "max(3)")
    #expect("\(Subscribers.Demand.max(7))" == "max(7)")
  }

  @Test func maxPropertyIsNilOnlyForUnlimited() {
    #expect(Subscribers.Demand.unlimited.max == nil)
    #expect(Subscribers.Demand.none.max == 0)
    #expect(Subscribers.Demand.max(12).max == 12)
  }

  @Test func additionSaturates() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.unlimited + .max(2) == .unlimited)
    #expect(Subscribers.Demand.max(2) + 3 == .max(5))
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.max(2) + -5 == .none)
    var demand = Subscribers.Demand.max(1)
    demand += .max(1)
    demand += 1
    #expect(demand == .max(3))
  }

  @Test func subtractionClampsAtZeroAndKeepsUnlimited() {
    #expect(Subscribers.Demand.max(5) - .max(3) == .max(2))
    #expect(Subscribers.Demand.max(3) - .max(5) == .none)
    #expect(Subscribers.Demand.max(3) - .unlimited == .none)
    #expect(Subscribers.Demand.unlimited - .unlimited == .unlimited)
    #expect(Subscribers.Demand.unlimited - 4 == .unlimited)
    #expect(Subscribers.Demand.max(3) - 1 == .max(2))
    #expect(Subscribers.Demand.max(3) - 10 == .none)
    var demand = Subscribers.Demand.max(4)
    demand -= .max(1)
    demand -= 1
    #expect(demand == .max(2))
  }

  @Test func multiplicationSaturates() {
    #expect(Subscribers.Demand.max(3) * 4 == .max(12))
    #expect(Subscribers.Demand.unlimited * 4 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) * 2 == .unlimited)
    #expect(Subscribers.Demand.max(3) * 0 == .none)
    var demand = Subscribers.Demand.max(2)
    demand *= 5
    #expect(demand == .max(10))
  }

  @Test func comparesWithDemandsAndIntegers() {
    #expect(Subscribers.Demand.max(1) < .max(2))
    #expect(Subscribers.Demand.max(1_000_000) < .unlimited)
    #expect(!(Subscribers.Demand.unlimited < .unlimited))
    #expect(Subscribers.Demand.unlimited <= .unlimited)
    #expect(Subscribers.Demand.unlimited > 1_000_000)
    #expect(Subscribers.Demand.unlimited >= Int.max)
    #expect(!(Subscribers.Demand.unlimited < 5))
    #expect(!(Subscribers.Demand.unlimited <= 5))
    #expect(Subscribers.Demand.max(3) > 2)
    #expect(Subscribers.Demand.max(3) >= 3)
    #expect(Subscribers.Demand.max(3) < 4)
    #expect(Subscribers.Demand.max(3) <= 3)
    #expect(Subscribers.Demand.max(3) == 3)
    #expect(Subscribers.Demand.max(3) != 4)
    #expect(Subscribers.Demand.unlimited != Int.max)
    #expect(3 == Subscribers.Demand.max(3))
    #expect(4 != Subscribers.Demand.max(3))
    #expect(4 > Subscribers.Demand.max(3))
    #expect(3 >= Subscribers.Demand.max(3))
    #expect(2 < Subscribers.Demand.max(3))
    #expect(3 <= Subscribers.Demand.max(3))
    #expect(Int.max < Subscribers.Demand.unlimited)
    #expect(!(Int.max > Subscribers.Demand.unlimited))
  }

  @Test func isHashableAndCodable() throws {
    let demands: Set<Subscribers.Demand> = [.max(1), .max(1), .unlimited, .none]
    #expect(demands.count == 3)
    let data = try JSONEncoder().encode([Subscribers.Demand.max(4), .unlimited])
    let decoded = try JSONDecoder().decode([Subscribers.Demand].self, from: data)
    #expect(decoded == [.max(4), .unlimited])
  }

  @Test func codesUnlimitedAsCombineDoes() throws {
    let data = try JSONEncoder().encode([Subscribers.Demand.max(42), .unlimited])
    #expect(String(decoding: data, as: UTF8.self) == "[42,9223372036854775808]")
    let tooBig = Data("[9223372036854775809]".utf8)
    #expect(try JSONDecoder().decode([Subscribers.Demand].self, from: tooBig) == [.unlimited])
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode([Subscribers.Demand].self, from: Data("[-1]".utf8))
    }
  }

  @Test func negativeMaxTrapsNamingTheCall() async {
    await #expect(processExitsWith: .failure) {
      _ = Subscribers.Demand.max(-1)
    }
  }
}
