import Testing

@testable import KontextVideoCore

/// Which captions file an ad downloads for the viewer's languages (issue 32): the app's
/// languages first, exact tags before broader ones, WebVTT before SRT, TTML refused with its
/// reason.
struct CaptionFileChoiceTests {
  static func file(_ language: String?, _ type: String?, _ name: String = "c")
    -> VASTClosedCaptionFile
  {
    VASTClosedCaptionFile(
      url: "https://c.example/\(name)-\(language ?? "none").\(type ?? "x")", mimeType: type,
      language: language)
  }

  func choice(_ files: [VASTClosedCaptionFile], app: [String] = [], system: [String])
    -> CaptionFileChoice
  {
    CaptionFileChoice(
      files: files,
      preferredLanguages: CaptionLanguageTag.preferred(appLocalizations: app, system: system))
  }

  @Test func prefersTheExactTagThenTheLanguageOnly() {
    let files = [
      Self.file("pt", "text/vtt"), Self.file("pt-BR", "text/srt"), Self.file("en", "text/vtt"),
    ]
    let chosen = choice(files, system: ["pt-BR", "en"])
    #expect(chosen.candidates.map(\.file.language) == ["pt-BR", "pt", "en"])
  }

  @Test func theAppsLanguageComesBeforeTheViewersOwn() {
    // An English-only app on a French device: the app shows English, so do its captions.
    let files = [Self.file("fr", "text/vtt"), Self.file("en", "text/vtt")]
    let chosen = choice(files, app: ["en"], system: ["fr-FR", "en"])
    #expect(chosen.candidates.map(\.file.language) == ["en", "fr"])
  }

  @Test func prefersWebVTTThenSRTWithinALanguage() {
    let files = [
      Self.file("en", "text/srt", "a"), Self.file("en", "text/vtt", "b"),
      Self.file("en", "application/x-subrip", "c"),
    ]
    let chosen = choice(files, system: ["en"])
    #expect(chosen.candidates.map(\.format) == [.webVTT, .srt, .srt])
    #expect(chosen.candidates.map(\.file.url).first == "https://c.example/b-en.text/vtt")
  }

  @Test func refusesTTMLWithItsReasonAndTakesTheNext() {
    let files = [Self.file("en", "application/ttml+xml"), Self.file("en", "text/srt")]
    let chosen = choice(files, system: ["en"])
    #expect(chosen.candidates.map(\.format) == [.srt])
    #expect(chosen.refusals.map(\.reason) == [.unsupportedType("application/ttml+xml")])
    #expect(
      chosen.refusals.first?.description
        == "en application/ttml+xml: TTML captions (application/ttml+xml) are not read: "
        + "only WebVTT and SRT")
  }

  @Test func refusesAnInsecureURLAndAMissingType() {
    let insecure = VASTClosedCaptionFile(
      url: "http://c.example/en.vtt", mimeType: "text/vtt", language: "en")
    let chosen = choice([insecure, Self.file("en", nil)], system: ["en"])
    #expect(chosen.candidates.isEmpty)
    #expect(chosen.refusals.map(\.reason) == [.insecureURL, .unsupportedType(nil)])
  }

  @Test func otherLanguagesAreNotChosenAndFilesWithoutOneComeLast() {
    let files = [
      Self.file(nil, "text/vtt"), Self.file("de", "text/vtt"), Self.file("en", "text/srt"),
    ]
    let chosen = choice(files, system: ["en-GB"])
    #expect(chosen.candidates.map(\.file.language) == ["en", nil])
    #expect(chosen.otherLanguages.map(\.language) == ["de"])
  }

  @Test func theIABSamplesFilesForSomeViewers() {
    let files = [
      Self.file("en", "text/srt"), Self.file("fr", "text/srt"), Self.file("zh-TW", "text/vtt"),
      Self.file("zh-CH", "application/ttml+xml"),
    ]
    #expect(choice(files, system: ["zh-Hant-HK"]).candidates.map(\.file.language) == ["zh-TW"])
    #expect(choice(files, system: ["zh-Hans-CN"]).candidates.isEmpty)
    #expect(
      choice(files, system: ["zh-Hans-CN"]).refusals.map(\.reason) == [
        .unsupportedType("application/ttml+xml")
      ])
    #expect(
      choice(files, system: ["fr-CA", "en"]).candidates.map(\.file.language) == ["fr", "en"])
  }
}
