#if !canImport(Darwin)
import Foundation
import FoundationOnLinux
import Testing

/// A cart line as a view model keeps it.
private struct Line {
  let name: String
  let price: Double
  let quantity: Int
}

private final class Cart {
  var lines: [Line] = [
    Line(name: "Tea", price: 4.5, quantity: 2), Line(name: "Cake", price: 3, quantity: 1),
  ]
  let currency = "EUR"
}

@Suite("NSExpression: key paths, variables and arguments")
struct NSExpressionValuesTests {
  @Test func keyPathsReadDictionaries() {
    let order: [String: Any] = ["price": 4, "quantity": 3, "customer": ["name": "Ada"]]
    #expect(
      NSExpression(format: "price * quantity").expressionValue(with: order, context: nil) as? Int
        == 12
    )
    #expect(
      NSExpression(format: "customer.name").expressionValue(with: order, context: nil) as? String
        == "Ada"
    )
    #expect(NSExpression(format: "missing").expressionValue(with: order, context: nil) == nil)
  }

  @Test func keyPathsReadStoredPropertiesAndCollectionOperators() {
    let cart = Cart()
    #expect(
      NSExpression(format: "currency").expressionValue(with: cart, context: nil) as? String == "EUR"
    )
    #expect(
      NSExpression(format: "lines.@count").expressionValue(with: cart, context: nil) as? Int == 2
    )
    #expect(
      NSExpression(format: "lines.@sum.price").expressionValue(with: cart, context: nil) as? Double
        == 7.5
    )
    #expect(
      NSExpression(format: "lines.@max.quantity").expressionValue(with: cart, context: nil) as? Int
        == 2
    )
    #expect(
      NSExpression(format: "lines.@avg.quantity").expressionValue(with: cart, context: nil)
        as? Double == 1.5
    )
    #expect(
      NSExpression(format: "lines.name").expressionValue(with: cart, context: nil) as? [String] == [
        "Tea", "Cake",
      ]
    )
    #expect(
      NSExpression(format: "SELF.currency").expressionValue(with: cart, context: nil) as? String
        == "EUR"
    )
  }

  @Test func anUnknownPropertyStopsTheProgramAsKeyValueCodingDoes() async {
    await #expect(processExitsWith: .failure) {
      _ = NSExpression(format: "total").expressionValue(with: Cart(), context: nil)
    }
  }

  @Test func variablesComeFromTheContext() async {
    let context: NSMutableDictionary = ["quantity": 3]
    let expression = NSExpression(format: "price * $quantity")
    #expect(expression.expressionValue(with: ["price": 4], context: context) as? Int == 12)
    await #expect(processExitsWith: .failure) {
      _ = NSExpression(format: "$missing + 1").expressionValue(with: nil, context: nil)
    }
  }

  @Test func formatArgumentsStandForValuesAndKeyPaths() {
    #expect(
      NSExpression(format: "%d * %f", 3, 1.5).expressionValue(with: nil, context: nil) as? Double
        == 4.5
    )
    #expect(
      NSExpression(format: "%ld / %d", 7, 2).expressionValue(with: nil, context: nil) as? Int == 3
    )
    #expect(
      NSExpression(format: "%K + 1", "price").expressionValue(with: ["price": 9], context: nil)
        as? Int == 10
    )
    #expect(
      NSExpression(format: "%@", "text").expressionValue(with: nil, context: nil) as? String
        == "text"
    )
    let array = NSExpression(format: "%@ * 2", argumentArray: [21])
    #expect(array.expressionValue(with: nil, context: nil) as? Int == 42)
  }

  @Test func theSelfExpressionIsTheEvaluatedObject() {
    #expect(NSExpression(format: "SELF * 2").expressionValue(with: 21, context: nil) as? Int == 42)
    #expect(
      NSExpression.expressionForEvaluatedObject().expressionValue(with: "x", context: nil)
        as? String == "x"
    )
  }
}
#endif
