import Testing

@testable import KontextVideoCore

/// BCP 47 matching of a captions file's language to the viewer's (issue 32).
struct CaptionLanguageTagTests {
  func match(_ preferred: String, _ file: String) -> CaptionLanguageTag.Match? {
    CaptionLanguageTag(preferred)!.match(CaptionLanguageTag(file)!)
  }

  @Test func readsLanguageScriptAndRegion() throws {
    let tag = try #require(CaptionLanguageTag(" zh_Hant_TW "))
    #expect(tag.normalized == "zh-hant-tw")
    #expect(tag.language == "zh")
    #expect(tag.script == "hant")
    #expect(tag.region == "tw")
    #expect(CaptionLanguageTag("es-419")?.region == "419")
    #expect(CaptionLanguageTag("zh-TW")?.script == "hant")
    #expect(CaptionLanguageTag("zh-CN")?.script == "hans")
  }

  @Test func refusesWhatIsNoLanguageTag() {
    #expect(CaptionLanguageTag("Base") == nil)
    #expect(CaptionLanguageTag("") == nil)
    #expect(CaptionLanguageTag("e") == nil)
    #expect(CaptionLanguageTag("12-34") == nil)
  }

  @Test func matchesExactThenBroaderThenTheLanguage() {
    #expect(match("pt-BR", "PT-br") == .exact)
    #expect(match("pt-BR", "pt") == .broader)
    #expect(match("pt-BR", "pt-PT") == .language)
    #expect(match("zh-Hant-TW", "zh-TW") == .broader)
    #expect(match("en", "en-US") == .language)
    #expect(match("pt-BR", "es") == nil)
  }

  @Test func neverCrossesAScript() {
    #expect(match("zh-Hans", "zh-TW") == nil)
    #expect(match("zh-Hant", "zh-CN") == nil)
    #expect(match("sr-Latn", "sr-Cyrl") == nil)
    #expect(match("zh-Hans-CN", "zh") == .broader)
  }

  @Test func theAppsLocalizationsComeFirstEachOnce() {
    let preferred = CaptionLanguageTag.preferred(
      appLocalizations: ["fr", "Base"], system: ["pt-BR", "fr", "en_US"])
    #expect(preferred.map(\.normalized) == ["fr", "pt-br", "en-us"])
  }

  @Test func picksAnHLSRenditionForTheViewer() {
    let preferred = CaptionLanguageTag.preferred(appLocalizations: ["pt-BR"], system: ["en"])
    #expect(CaptionLanguageTag.bestMatch(among: ["en", "pt-PT", "pt"], preferred: preferred) == 2)
    #expect(CaptionLanguageTag.bestMatch(among: ["en", "pt-PT"], preferred: preferred) == 1)
    #expect(CaptionLanguageTag.bestMatch(among: [nil, "en-GB", "en"], preferred: preferred) == 2)
    #expect(CaptionLanguageTag.bestMatch(among: ["de", nil], preferred: preferred) == nil)
    #expect(CaptionLanguageTag.bestMatch(among: [], preferred: preferred) == nil)
  }
}
