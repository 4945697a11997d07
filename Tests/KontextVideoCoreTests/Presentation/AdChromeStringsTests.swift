import Testing

@testable import KontextVideoCore

struct AdChromeStringsTests {
  /// The linear player's countdown is its "Ad" badge too (App Review 2.5.18): in every
  /// language it starts with the badge's word.
  @Test(arguments: AdChromeStrings.supportedLanguages)
  func theLinearCountdownSaysItIsAnAd(language: String) {
    let strings = AdChromeStrings(language: language)
    #expect(strings.text(.adEndsIn(seconds: 15)).hasPrefix(strings.text(.adBadge)))
  }

  @Test func aLanguageWithoutATableHasNone() {
    #expect(AdChromeStrings.table(language: "fr") == nil)
  }

  @Test func theDevelopmentLanguageIsSupported() {
    #expect(AdChromeStrings.supportedLanguages.contains(AdChromeStrings.developmentLanguage))
  }

  @Test(arguments: AdChromeStrings.supportedLanguages)
  func everyTextIsFilledIn(language: String) {
    let strings = AdChromeStrings(language: language)
    #expect(strings.language == language)
    for item in AdChromeText.examples {
      let text = strings.text(item)
      #expect(!text.isEmpty)
      #expect(!text.contains("%"), "an unfilled placeholder in \(item): \(text)")
      #expect(text != item.key && !text.hasPrefix(item.key + "."), "a raw key for \(item)")
    }
  }

  @Test func chineseDiffersFromEnglishForEveryText() {
    let english = AdChromeStrings(language: "en")
    let chinese = AdChromeStrings(language: "zh-Hans")
    for item in AdChromeText.examples {
      #expect(english.text(item) != chinese.text(item), "\(item)")
    }
  }

  @Test func englishTexts() {
    let strings = AdChromeStrings(language: "en")
    #expect(strings.text(.advertisement) == "Advertisement")
    #expect(strings.text(.adBadge) == "Ad")
    #expect(strings.text(.closeAd) == "Close ad")
    #expect(strings.text(.resume) == "Resume")
    #expect(strings.text(.skipAd) == "Skip ad")
    #expect(strings.text(.learnMore) == "Learn more")
    #expect(strings.text(.mute) == "Mute")
    #expect(strings.text(.unmute) == "Unmute")
  }

  @Test func chineseTexts() {
    let strings = AdChromeStrings(language: "zh-Hans")
    #expect(strings.text(.closeAd) == "关闭广告")
    #expect(strings.text(.skipAd) == "跳过广告")
    #expect(strings.text(.skipIn(seconds: 3)) == "3 秒后可跳过")
    #expect(strings.text(.adEndsIn(seconds: 12)) == "广告 · 0:12")
    #expect(strings.text(.resume) == "继续播放")
  }

  @Test func skipInIsSingularForOneSecondOnly() {
    let strings = AdChromeStrings(language: "en")
    #expect(strings.text(.skipIn(seconds: 1)) == "Skip in 1 second")
    #expect(strings.text(.skipIn(seconds: 2)) == "Skip in 2 seconds")
    #expect(strings.text(.skipIn(seconds: 0)) == "Skip in 0 seconds")
    #expect(strings.text(.skipIn(seconds: 11)) == "Skip in 11 seconds")
    #expect(strings.text(.skipIn(seconds: -4)) == "Skip in 0 seconds")
  }

  @Test(arguments: [
    (0, "Ad · 0:00"), (9, "Ad · 0:09"), (12, "Ad · 0:12"), (60, "Ad · 1:00"), (75, "Ad · 1:15"),
    (3_600, "Ad · 60:00"), (-5, "Ad · 0:00"),
  ])
  func adEndsInReadsMinutesAndSeconds(seconds: Int, text: String) {
    #expect(AdChromeStrings(language: "en").text(.adEndsIn(seconds: seconds)) == text)
  }

  @Test func skipTitleFollowsTheChrome() {
    let strings = AdChromeStrings(language: "en")
    #expect(strings.skipTitle(for: .unavailable) == nil)
    #expect(strings.skipTitle(for: .countingDown(seconds: 1)) == "Skip in 1 second")
    #expect(strings.skipTitle(for: .countingDown(seconds: 4)) == "Skip in 4 seconds")
    #expect(strings.skipTitle(for: .available) == "Skip ad")
    let chrome = LinearAdChrome(duration: 30, skipOffset: 5, progress: 2.2)
    #expect(strings.skipTitle(for: chrome.skip) == "Skip in 3 seconds")
  }

  @Test(arguments: [
    (["zh-Hans-CN"], "zh-Hans"), (["zh_CN"], "zh-Hans"), (["zh-Hans"], "zh-Hans"),
    (["zh"], "zh-Hans"), (["zh-SG"], "zh-Hans"), (["ZH-HANS-HK"], "zh-Hans"),
    (["zh-Hant-TW", "en"], "en"), (["zh-Hant"], "en"), (["zh-TW"], "en"), (["zh-HK"], "en"),
    (["zh_MO"], "en"), (["fr"], "en"), (["en-GB"], "en"), (["en_US"], "en"), ([], "en"),
    (["Base"], "en"), (["fr", "zh-Hans", "en"], "zh-Hans"), (["fr", "en", "zh-Hans"], "en"),
    ([""], "en"),
  ])
  func theFirstSupportedPreferredLanguageWins(preferred: [String], language: String) {
    #expect(AdChromeStrings.language(preferred: preferred) == language)
  }

  @Test(arguments: [("fr", "en"), ("zh-Hant", "en"), ("zh_CN", "zh-Hans"), ("en-AU", "en")])
  func anyIdentifierGivesASupportedTable(identifier: String, language: String) {
    #expect(AdChromeStrings(language: identifier).language == language)
  }
}
