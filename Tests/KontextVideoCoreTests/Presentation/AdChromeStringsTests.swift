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

  /// No translation is English left in place.
  @Test(arguments: AdChromeStrings.supportedLanguages.filter { $0 != "en" })
  func everyLanguageDiffersFromEnglishForEveryText(language: String) {
    let english = AdChromeStrings(language: "en")
    let translated = AdChromeStrings(language: language)
    for item in AdChromeText.examples {
      #expect(english.text(item) != translated.text(item), "\(language) \(item)")
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

  @Test func traditionalChineseTexts() {
    let strings = AdChromeStrings(language: "zh-Hant")
    #expect(strings.text(.closeAd) == "關閉廣告")
    #expect(strings.text(.skipAd) == "略過廣告")
    #expect(strings.text(.skipIn(seconds: 1)) == "1 秒後可略過")
    #expect(strings.text(.skipIn(seconds: 3)) == "3 秒後可略過")
    #expect(strings.text(.adEndsIn(seconds: 12)) == "廣告 · 0:12")
    #expect(strings.text(.advertiser("Acme")) == "廣告主：Acme")
  }

  @Test func japaneseKoreanIndonesianAndThaiCountWithoutPlurals() {
    #expect(AdChromeStrings(language: "ja").text(.skipIn(seconds: 1)) == "1秒後にスキップできます")
    #expect(AdChromeStrings(language: "ja").text(.skipIn(seconds: 5)) == "5秒後にスキップできます")
    #expect(AdChromeStrings(language: "ko").text(.skipIn(seconds: 1)) == "1초 후 건너뛰기 가능")
    #expect(AdChromeStrings(language: "id").text(.skipIn(seconds: 1)) == "Lewati dalam 1 detik")
    #expect(AdChromeStrings(language: "id").text(.skipIn(seconds: 4)) == "Lewati dalam 4 detik")
    #expect(AdChromeStrings(language: "th").text(.skipIn(seconds: 2)) == "ข้ามได้ใน 2 วินาที")
    #expect(AdChromeStrings(language: "ko").text(.closeAd) == "광고 닫기")
    #expect(AdChromeStrings(language: "th").text(.adBadge) == "โฆษณา")
  }

  @Test func spanishIsSingularForOneAndSaysDeForWholeMillions() {
    let strings = AdChromeStrings(language: "es")
    #expect(strings.text(.skipIn(seconds: 1)) == "Omitir en 1 segundo")
    #expect(strings.text(.skipIn(seconds: 0)) == "Omitir en 0 segundos")
    #expect(strings.text(.skipIn(seconds: 5)) == "Omitir en 5 segundos")
    #expect(strings.text(.skipIn(seconds: 1_000_000)) == "Omitir en 1000000 de segundos")
    #expect(strings.text(.skipAd) == "Omitir anuncio")
    #expect(strings.text(.adEndsIn(seconds: 75)) == "Anuncio · 1:15")
  }

  @Test func portugueseIsSingularForZeroAndOne() {
    let strings = AdChromeStrings(language: "pt-BR")
    #expect(strings.text(.skipIn(seconds: 0)) == "Pular em 0 segundo")
    #expect(strings.text(.skipIn(seconds: 1)) == "Pular em 1 segundo")
    #expect(strings.text(.skipIn(seconds: 2)) == "Pular em 2 segundos")
    #expect(strings.text(.skipIn(seconds: -3)) == "Pular em 0 segundo")
    #expect(strings.text(.skipAd) == "Pular anúncio")
    #expect(strings.text(.advertiser("Acme")) == "Anunciante: Acme")
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
    (["zh-Hant-TW", "en"], "zh-Hant"), (["zh-Hant"], "zh-Hant"), (["zh-TW"], "zh-Hant"),
    (["zh-HK"], "zh-Hant"), (["zh_MO"], "zh-Hant"), (["zh-Hant-CN"], "zh-Hant"),
    (["ZH_HANT"], "zh-Hant"), (["fr"], "en"), (["en-GB"], "en"), (["en_US"], "en"), ([], "en"),
    (["Base"], "en"), (["fr", "zh-Hans", "en"], "zh-Hans"), (["fr", "en", "zh-Hans"], "en"),
    ([""], "en"), (["ja"], "ja"), (["ja-JP"], "ja"), (["ko-KR"], "ko"), (["es"], "es"),
    (["es-419"], "es"), (["es_ES"], "es"), (["es-MX"], "es"), (["pt-BR"], "pt-BR"),
    (["pt_BR"], "pt-BR"), (["pt"], "pt-BR"), (["pt-PT"], "pt-BR"), (["id"], "id"),
    (["in"], "id"), (["id-ID"], "id"), (["th-TH"], "th"), (["ms"], "en"), (["it", "de"], "en"),
    (["fr", "ko", "en"], "ko"),
  ])
  func theFirstSupportedPreferredLanguageWins(preferred: [String], language: String) {
    #expect(AdChromeStrings.language(preferred: preferred) == language)
  }

  @Test(arguments: [
    ("fr", "en"), ("zh-Hant", "zh-Hant"), ("zh_CN", "zh-Hans"), ("en-AU", "en"), ("pt-PT", "pt-BR"),
    ("in", "id"),
  ])
  func anyIdentifierGivesASupportedTable(identifier: String, language: String) {
    #expect(AdChromeStrings(language: identifier).language == language)
  }
}
