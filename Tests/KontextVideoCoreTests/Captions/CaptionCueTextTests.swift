import Testing

@testable import KontextVideoCore

/// A cue's text made plain (issue 32): tags removed, a voice kept as "Name: ", a ruby's
/// annotation dropped, entities decoded, hostile text bounded.
struct CaptionCueTextTests {
  func plain(_ lines: String...) -> String? {
    CaptionCueText.plain(lines.map { Substring($0) })
  }

  @Test func removesStylingTagsAndKeepsTheirText() {
    #expect(
      plain("<b>bold</b> <i>it</i> <u>under</u> <c.yellow.bg_blue>class</c>")
        == "bold it under class")
    #expect(plain("<lang fr>bonjour</lang> <00:00:01.500>later") == "bonjour later")
  }

  @Test func aVoiceBecomesItsNameAndAColon() {
    #expect(plain("<v Anna>Hello</v>") == "Anna: Hello")
    #expect(plain("<v.loud.first Anna Smith>Hi") == "Anna Smith: Hi")
    #expect(plain("<v>nobody") == "nobody")
    #expect(plain("<v &amp;Co>x") == "&Co: x")
  }

  @Test func aRubysAnnotationIsDropped() {
    #expect(plain("<ruby>漢<rt>かん</rt>字<rt>じ</rt></ruby>です") == "漢字です")
    #expect(plain("<ruby>base<rt>open", "still annotation</rt> after") == "base\nafter")
  }

  @Test func decodesEntities() {
    #expect(
      plain("Tom &amp; Jerry &lt;3 &gt; &quot;q&quot; &apos;a&apos;")
        == "Tom & Jerry <3 > \"q\" 'a'")
    #expect(plain("a&nbsp;b&lrm;c&rlm;d") == "a\u{00A0}b\u{200E}c\u{200F}d")
    #expect(plain("&#233;&#xE9;&#XE9;") == "ééé")
    #expect(plain("&unknown; & alone &#0; &#x110000;") == "&unknown; & alone &#0; &#x110000;")
  }

  @Test func removesSRTOverrideBlocks() {
    #expect(plain("{\\an8}Top of the screen") == "Top of the screen")
    #expect(plain("{not an override}") == "{not an override}")
  }

  @Test func keepsALoneAngleBracket() {
    #expect(plain("1 < 2 and more") == "1 < 2 and more")
  }

  @Test func dropsEmptyLinesAndTrims() {
    #expect(plain("  <i></i>  ", " one ", "", "\ttwo\t") == "one\ntwo")
    #expect(plain("<b></b>", " ") == nil)
  }

  @Test func boundsCharactersAndLines() {
    let long = String(repeating: "ab", count: 1000)
    #expect(plain(long)?.count == CaptionCueText.maximumCharacters)
    let lines = (0..<20).map { "line \($0)" }
    let text = CaptionCueText.plain(lines.map { Substring($0) })
    #expect(text?.split(separator: "\n").count == CaptionCueText.maximumLines)
    // Tags that never close, and thousands of override openers, are read in one pass.
    let hostile = String(repeating: "<{\\&", count: 100_000)
    #expect(plain(hostile)?.count == CaptionCueText.maximumCharacters)
  }
}
