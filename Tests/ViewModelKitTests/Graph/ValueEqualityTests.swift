import Foundation
import Testing

@testable import ViewModelKit

// How a new view value is compared with the old one to decide whether its inputs changed.

private final class Model {}

private final class Named: Equatable {
  let name: String
  init(name: String) { self.name = name }
  static func == (lhs: Named, rhs: Named) -> Bool { lhs.name == rhs.name }
}

private protocol Shape {}
private struct Square: Shape, Equatable { var side: Int }

private enum Load {
  case idle
  case failed(Model)
}

private struct Row {
  let title: String
  let count: Int
  let detail: String?
  weak var owner: Model?
  unowned let keeper: Model
  let named: Named
  let shape: any Shape
  let payload: Any
  let tuple: (Int, String)
}

@Suite("Value equality")
struct ValueEqualityTests {
  private let keeper = Model()

  private func row(
    title: String = "A",
    owner: Model? = nil,
    named: Named? = nil,
    shape: any Shape = Square(side: 1),
    payload: Any = 1
  ) -> Row {
    Row(
      title: title,
      count: 1,
      detail: nil,
      owner: owner,
      keeper: keeper,
      named: named ?? Named(name: "n"),
      shape: shape,
      payload: payload,
      tuple: (1, "x")
    )
  }

  @Test func structsCompareFieldByField() {
    let named = Named(name: "n")
    #expect(ValueEquality.equal(row(named: named), row(named: named)))
    #expect(!ValueEquality.equal(row(title: "A", named: named), row(title: "B", named: named)))
  }

  @Test func storedObjectsCompareByIdentityEvenWhenEquatable() {
    let first = Named(name: "same")
    #expect(!ValueEquality.equal(row(named: first), row(named: Named(name: "same"))))
    // A top-level object that is Equatable compares with ==.
    #expect(ValueEquality.equal(first, Named(name: "same")))
  }

  @Test func weakReferencesCompareByTheirObject() {
    let owner = Model()
    let named = Named(name: "n")
    #expect(ValueEquality.equal(row(owner: owner, named: named), row(owner: owner, named: named)))
    let other = Model()
    #expect(!ValueEquality.equal(row(owner: owner, named: named), row(owner: other, named: named)))
    #expect(!ValueEquality.equal(row(owner: owner, named: named), row(owner: nil, named: named)))
  }

  @Test func existentialFieldsCompareTheirDynamicValues() {
    let named = Named(name: "n")
    #expect(ValueEquality.equal(row(named: named, payload: "x"), row(named: named, payload: "x")))
    #expect(!ValueEquality.equal(row(named: named, payload: "x"), row(named: named, payload: 2)))
    #expect(
      !ValueEquality.equal(
        row(named: named, shape: Square(side: 1)),
        row(named: named, shape: Square(side: 2))
      )
    )
    let nested: Any = Optional<Any>.some(3) as Any
    #expect(ValueEquality.equal(nested, Optional<Any>.some(3) as Any))
  }

  @Test func closuresNeverEqual() {
    struct Action { let run: () -> Void }
    let run = {}
    #expect(!ValueEquality.equal(Action(run: run), Action(run: run)))
  }

  @Test func enumsWithoutEquatableCompareTheirCaseAndPayload() {
    let model = Model()
    #expect(ValueEquality.equal(Load.idle, Load.idle))
    #expect(ValueEquality.equal(Load.failed(model), Load.failed(model)))
    #expect(!ValueEquality.equal(Load.failed(model), Load.failed(Model())))
    #expect(!ValueEquality.equal(Load.failed(model), Load.idle))
  }
}
