import Foundation
import Testing

@testable import KontextVideoCore

struct VASTMacrosTests {
  private let context = MacroContext(
    timestamp: Date(timeIntervalSince1970: 1_800_000_000.123), errorCode: 402,
    contentPlayhead: 3723.5, adPlayhead: 7.25, isLinear: true, breakPosition: 2,
    appBundle: "com.example.app", limitAdTracking: true, gdprConsent: "CO/TCF+=",
    gpp: "DBABMA~CPXxRfAPXxRfAAfKABENB", regulations: ["gdpr", "coppa"])

  @Test func expandsEverySupportedMacro() {
    let template =
      "https://t.example/p?ts=[TIMESTAMP]&cb=[CACHEBUSTING]&e=[ERRORCODE]&m=[MEDIAPLAYHEAD]"
      + "&c=[CONTENTPLAYHEAD]&a=[ADPLAYHEAD]&b=[BREAKPOSITION]&app=[APPBUNDLE]"
      + "&lat=[LIMITADTRACKING]&g=[GDPRCONSENT]&gpp=[GPPSTRING]&r=[REGULATIONS]"
    let url = VASTMacros.expand(template, context) { 12_345_678 }
    #expect(
      url
        == "https://t.example/p?ts=2027-01-15T08%3A00%3A00.123Z&cb=12345678&e=402"
        + "&m=01%3A02%3A03.500&c=01%3A02%3A03.500&a=00%3A00%3A07.250&b=2&app=com.example.app"
        + "&lat=1&g=CO%2FTCF%2B%3D&gpp=DBABMA~CPXxRfAPXxRfAAfKABENB&r=gdpr%2Ccoppa")
  }

  @Test func unknownValuesAreMinusOneAndNotApplicableMinusTwo() {
    let display = MacroContext(timestamp: Date(timeIntervalSince1970: 0))
    let url = VASTMacros.expand(
      "x?e=[ERRORCODE]&a=[ADPLAYHEAD]&g=[GDPRCONSENT]&app=[APPBUNDLE]", display)
    #expect(url == "x?e=-1&a=-2&g=-1&app=-1")
  }

  @Test func unknownMacrosAndStrayBracketsAreLeftAsTheyAre() {
    let url = VASTMacros.expand("x?v=[VENDOR_CUSTOM]&y=[&z=]", context)
    #expect(url == "x?v=[VENDOR_CUSTOM]&y=[&z=]")
    #expect(VASTMacros.expand("https://no.macros/", context) == "https://no.macros/")
  }

  @Test func cacheBusterIsEightDigits() {
    let value = VASTMacros.expand("[CACHEBUSTING]", context)
    #expect(value.count == 8 && Int(value) != nil)
  }
}
