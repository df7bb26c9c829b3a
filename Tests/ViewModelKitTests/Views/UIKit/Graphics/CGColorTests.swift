import Foundation
import Testing
import ViewModelKit

@MainActor
@Suite("CGColor")
struct CGColorTests {
  @Test func aUIColorsCGColorHasItsComponents() {
    let color = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
    #expect(color.cgColor.components == [1, 0.5, 0.25, 0.75])
    #expect(color.cgColor.alpha == 0.75)
    #expect(color.cgColor.numberOfComponents == 4)
  }

  @Test func aColorMadeOfComponentsHasACGColorAndASystemColourHasNone() {
    #expect(Color(red: 0, green: 0.5, blue: 1).cgColor?.components == [0, 0.5, 1, 1])
    #expect(Color.blue.cgColor == nil)
  }

  @Test func coloursMadeFromACGColorKeepItsComponents() {
    let brand = CGColor(red: 0.25, green: 0.5, blue: 1, alpha: 1)
    #expect(Color(cgColor: brand).resolve() == Color(red: 0.25, green: 0.5, blue: 1).resolve())
    #expect(UIColor(cgColor: brand).cgColor == brand)
    #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 0.5, 0.5, 1])
  }
}
