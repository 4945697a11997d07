import Testing

@testable import KontextVideoCore

struct AdChromeTemplateTests {
  @Test(arguments: [
    ("Skip in %d seconds", ["%d"]), ("%1$d秒後", ["%d"]), ("%ld", ["%d"]), ("%lld", ["%d"]),
    ("%i and %u", ["%d", "%d"]), ("Ad · %@", ["%@"]), ("%1$@ x", ["%@"]), ("100%% sure", []),
    ("Done", []), ("%2$@", ["%2$@"]), ("%s", ["%s"]), ("%f", ["%f"]), ("50%", ["%"]),
    ("%l@", ["%l@"]), ("%-5d", ["%-"]), ("%%%d", ["%d"]),
    ("Ad %1$d of %2$d · %3$@", ["%d", "%2$d", "%3$@"]), ("%2$ld", ["%2$d"]), ("%10$d", ["%10$d"]),
  ])
  func placeholdersAreNormalized(template: String, placeholders: [String]) {
    #expect(AdChromeTemplate.placeholders(in: template) == placeholders)
  }

  @Test(arguments: [
    ("Skip in %d seconds", "3", "Skip in 3 seconds"), ("%1$d秒後にスキップ", "5", "5秒後にスキップ"),
    ("Advertiser: %@", "Acme", "Advertiser: Acme"),
    ("Advertiser: %1$@", "A%dB", "Advertiser: A%dB"),
    ("100%% sure", "", "100% sure"), ("%s stays", "x", "%s stays"), ("end %", "x", "end %"),
    ("", "x", ""), ("%lld", "7", "7"),
  ])
  func fillReplacesThePlaceholderAndPercentSigns(template: String, argument: String, text: String) {
    #expect(AdChromeTemplate.fill(template, with: argument) == text)
  }

  @Test(arguments: [
    ("Ad %1$d of %2$d · %3$@", "Ad 1 of 2 · 0:25"), ("広告 %1$d/%2$d · %3$@", "広告 1/2 · 0:25"),
    ("%3$@ left, %2$d ads, ad %1$d", "0:25 left, 2 ads, ad 1"), ("%4$@ stays", "%4$@ stays"),
    ("%d and %1$@", "1 and 1"),
  ])
  func aTemplateWithSeveralArgumentsTakesEachByItsPosition(template: String, text: String) {
    #expect(AdChromeTemplate.fill(template, with: ["1", "2", "0:25"]) == text)
  }

  @Test func translationsMayReorderPositions() {
    #expect(AdChromeTemplate.sameArguments("%3$@ · %2$d %1$d", as: "Ad %1$d of %2$d · %3$@"))
    #expect(!AdChromeTemplate.sameArguments("Ad %1$d · %3$@", as: "Ad %1$d of %2$d · %3$@"))
    #expect(!AdChromeTemplate.sameArguments("Ad %1$d of %2$@ · %3$@", as: "Ad %1$d of %2$d · %3$@"))
  }
}
