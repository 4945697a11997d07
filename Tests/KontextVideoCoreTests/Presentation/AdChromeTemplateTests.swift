import Testing

@testable import KontextVideoCore

struct AdChromeTemplateTests {
  @Test(arguments: [
    ("Skip in %d seconds", ["%d"]), ("%1$d秒後", ["%d"]), ("%ld", ["%d"]), ("%lld", ["%d"]),
    ("%i and %u", ["%d", "%d"]), ("Ad · %@", ["%@"]), ("%1$@ x", ["%@"]), ("100%% sure", []),
    ("Done", []), ("%2$@", ["%2$@"]), ("%s", ["%s"]), ("%f", ["%f"]), ("50%", ["%"]),
    ("%l@", ["%l@"]), ("%-5d", ["%-"]), ("%%%d", ["%d"]),
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
}
