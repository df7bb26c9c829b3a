import Foundation
import Testing
import ViewModelKit

// A price and a deadline that format with the environment's locale, calendar and time zone,
// as a screen shown to travellers does.

private struct Price: View {
  let amount: Double
  @Environment(\.locale) private var locale

  var body: some View {
    Text(amount.formatted(.number.locale(locale)))
  }
}

private struct Deadline: View {
  let date: Date
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone

  var body: some View {
    var zoned = calendar
    zoned.timeZone = timeZone
    let parts = zoned.dateComponents([.weekday, .hour], from: date)
    return Text(
      "weekday \(parts.weekday ?? 0) at \(parts.hour ?? 0)h, week starts \(zoned.firstWeekday)"
    )
  }
}

@MainActor
@Suite("Locale, calendar and time zone")
struct LocaleEnvironmentTests {
  @Test func theDefaultsAreTheProcesss() {
    let environment = EnvironmentValues()
    #expect(environment.locale == Locale.current)
    #expect(environment.calendar == Calendar.current)
    #expect(environment.timeZone == TimeZone.current)
  }

  @Test func aWrittenLocaleReachesTheViewsThatFormatWithIt() {
    let host = ViewHost(
      VStack {
        Price(amount: 1234.5).environment(\.locale, Locale(identifier: "en_US"))
        Price(amount: 1234.5).environment(\.locale, Locale(identifier: "de_DE"))
      }
    )
    #expect(shownTexts(host) == ["1,234.5", "1.234,5"])
  }

  @Test func aWrittenCalendarAndTimeZoneReachTheViewsThatReadThem() throws {
    // 2026-12-07 23:30 UTC is a Monday night in London and a Tuesday morning in Tokyo.
    let date = Date(timeIntervalSince1970: 1_796_686_200)
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.firstWeekday = 2
    let london = try #require(TimeZone(identifier: "Europe/London"))
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let host = ViewHost(
      VStack {
        Deadline(date: date).environment(\.calendar, gregorian).environment(\.timeZone, london)
        Deadline(date: date).environment(\.calendar, gregorian).environment(\.timeZone, tokyo)
      }
    )
    #expect(
      shownTexts(host) == [
        "weekday 2 at 23h, week starts 2", "weekday 3 at 8h, week starts 2",
      ]
    )
  }
}
