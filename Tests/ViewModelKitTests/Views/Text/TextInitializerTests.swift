import Foundation
import Testing
import ViewModelKit

/// The string a text shows when hosted.
@MainActor
private func shown(_ text: Text) -> String? {
  ViewHost(text).snapshot().first("Text")?.text
}

@MainActor
@Suite("Text initialisers")
struct TextInitializerTests {
  // 2026-12-01 15:07:09 UTC.
  private let date = Date(timeIntervalSince1970: 1_796_137_629)

  @Test func literalsAreKeysAndVariablesAreShownAsTheyAre() {
    let name = "50% off \\(x)"
    #expect(shown(Text("Hello")) == "Hello")
    #expect(shown(Text(name)) == "50% off \\(x)")
    #expect(shown(Text(name[...])) == "50% off \\(x)")
    #expect(shown(Text(verbatim: "%d")) == "%d")
    #expect(shown(Text(LocalizedStringKey("Key"))) == "Key")
    #expect(shown(Text("100% done")) == "100% done")
  }

  @Test func numbersUseTheirCFormatsAsInSwiftUI() {
    let count = 3
    let ratio = 2.5
    let small: Float = 0.25
    #expect(shown(Text("Count: \(count)")) == "Count: 3")
    #expect(shown(Text("Ratio: \(ratio)")) == "Ratio: 2.500000")
    #expect(shown(Text("\(small)")) == "0.250000")
    #expect(shown(Text("\(UInt8(7)) \(Int64(-9))")) == "7 -9")
  }

  @Test func specifiersFormatNumbers() {
    let progress = 0.4567
    #expect(shown(Text("\(progress * 100, specifier: "%.1f")%")) == "45.7%")
    #expect(shown(Text("\(42, specifier: "%04d")")) == "0042")
  }

  @Test func formatStylesFormatValues() {
    let amount = 1234.5
    #expect(
      shown(Text(amount, format: .number.precision(.fractionLength(1)).grouping(.never)))
        == "1234.5"
    )
    #expect(shown(Text("Total: \(42, format: .number)")) == "Total: 42")
    #expect(shown(Text(0.25, format: .percent.locale(Locale(identifier: "en_US")))) == "25%")
    let usd = FloatingPointFormatStyle<Double>.Currency(code: "USD")
      .locale(Locale(identifier: "en_US"))
    #expect(shown(Text("Total: \(amount, format: usd)")) == "Total: $1,234.50")
  }

  @Test func datesAreFormattedInPOSIXAndUTC() {
    #expect(shown(Text(date, style: .time)) == "3:07 PM")
    #expect(shown(Text(date, style: .date)) == "December 1, 2026")
    #expect(shown(Text("Due \(date, style: .date)")) == "Due December 1, 2026")
    let later = date.addingTimeInterval(5400)
    #expect(shown(Text(date...later)) == "3:07 PM – 4:37 PM")
    #expect(
      shown(Text(DateInterval(start: date, duration: 86_400)))
        == "December 1, 2026 – December 2, 2026"
    )
  }

  @Test func aTimerShowsItsIntervalAtThePauseTime() {
    let end = date.addingTimeInterval(300)
    #expect(shown(Text(timerInterval: date...end, pauseTime: date)) == "5:00")
    #expect(
      shown(
        Text(timerInterval: date...end, pauseTime: date.addingTimeInterval(61), countsDown: false)
      )
        == "1:01"
    )
    let long = date.addingTimeInterval(3_723)
    #expect(shown(Text(timerInterval: date...long, pauseTime: date)) == "1:02:03")
    #expect(shown(Text(timerInterval: date...long, pauseTime: date, showsHours: false)) == "62:03")
  }

  @Test func relativeStylesAreMeasuredFromWhenTheTextIsMade() {
    // Margins of minutes keep these independent of how long the test takes.
    let past = Date().addingTimeInterval(-3_725)
    #expect(shown(Text(past, style: .relative)) == "1 hr, 2 min")
    #expect(shown(Text(Date().addingTimeInterval(7_230), style: .offset)) == "+2 hours")
    #expect(shown(Text(Date().addingTimeInterval(-90), style: .offset)) == "-1 minute")
    #expect(shown(Text(Date().addingTimeInterval(3 * 86_400 + 100), style: .relative)) == "3 days")
  }

  @Test func anInterpolatedTextKeepsItsAttributes() {
    let host = ViewHost(Text("Tap \(Text("Save").bold()) to finish"))
    #expect(
      host.treeDescription() == #"Text "Tap Save to finish": "Tap " + "Save" bold + " to finish""#
    )
  }

  @Test func attributedStringsShowTheirCharacters() {
    #expect(shown(Text(AttributedString("Rich"))) == "Rich")
  }
}
