import Foundation
import Testing

@testable import KontextVideoCore

/// `<ClosedCaptionFiles>` (VAST 4.1) are read from an inline linear creative's `<MediaFiles>`:
/// each file's URL, type and language, in order, at most 16 (issue 32).
struct VASTClosedCaptionFileTests {
  static func document(kind: String = "InLine", captions: String) -> Data {
    let tag = kind == "Wrapper" ? "<VASTAdTagURI>https://w.example/vast</VASTAdTagURI>" : ""
    return Data(
      """
      <VAST version="4.1"><Ad><\(kind)><AdSystem>S</AdSystem><AdTitle>T</AdTitle>\(tag)
      <Impression>https://t.example/i</Impression>
      <Creatives><Creative><Linear><Duration>00:00:10</Duration><MediaFiles>
      <ClosedCaptionFiles>\(captions)</ClosedCaptionFiles>
      <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">https://cdn.example/a.mp4</MediaFile>
      </MediaFiles></Linear></Creative></Creatives></\(kind)></Ad></VAST>
      """.utf8)
  }

  static func files(_ count: Int) -> String {
    (0..<count).map {
      "<ClosedCaptionFile type=\"text/vtt\" language=\"l\($0)\">https://c.example/\($0).vtt"
        + "</ClosedCaptionFile>"
    }.joined()
  }

  @Test func readsEachFilesURLTypeAndLanguageInOrder() throws {
    let document = try VASTParser.parse(
      Self.document(
        captions: """
          <ClosedCaptionFile type="text/vtt" language="en"> <![CDATA[ https://c.example/en.vtt ]]> </ClosedCaptionFile>
          <ClosedCaptionFile type=" text/srt " language="pt-BR">https://c.example/pt.srt</ClosedCaptionFile>
          <ClosedCaptionFile>https://c.example/bare.vtt</ClosedCaptionFile>
          """))
    let files = try #require(document.ads.first?.linear?.closedCaptionFiles)
    #expect(
      files == [
        VASTClosedCaptionFile(
          url: "https://c.example/en.vtt", mimeType: "text/vtt", language: "en"),
        VASTClosedCaptionFile(
          url: "https://c.example/pt.srt", mimeType: "text/srt", language: "pt-BR"),
        VASTClosedCaptionFile(url: "https://c.example/bare.vtt", mimeType: nil, language: nil),
      ])
  }

  @Test func aFileWithoutAURLIsNotKept() throws {
    let document = try VASTParser.parse(
      Self.document(
        captions: "<ClosedCaptionFile type=\"text/vtt\" language=\"en\">  </ClosedCaptionFile>"))
    #expect(document.ads.first?.linear?.closedCaptionFiles == [])
    #expect(document.ads.first?.listCap.droppedCaptionFiles == 0)
  }

  @Test func aWrappersCaptionFilesAreNotRead() throws {
    let document = try VASTParser.parse(
      Self.document(kind: "Wrapper", captions: Self.files(2)))
    #expect(document.ads.first?.kind == .wrapper)
    #expect(document.ads.first?.linear?.closedCaptionFiles == [])
  }

  @Test func keepsTheFirst16AndCountsTheRest() throws {
    let document = try VASTParser.parse(Self.document(captions: Self.files(1000)))
    let ad = try #require(document.ads.first)
    #expect(ad.linear?.closedCaptionFiles.count == VASTListCap.maximumCaptionFiles)
    #expect(ad.linear?.closedCaptionFiles.last?.language == "l15")
    #expect(ad.listCap.droppedCaptionFiles == 984)
    #expect(ad.listCap.message?.contains("984 caption file(s) past the first 16") == true)
  }

  @Test func theResolvedAdKeepsTheInlineAdsFiles() async throws {
    let inline = try #require(
      try VASTParser.parse(Self.document(captions: Self.files(2))).ads.first)
    let wrapper = try #require(
      try VASTParser.parse(Self.document(kind: "Wrapper", captions: Self.files(3))).ads.first)
    let merged = VASTResolver.merge(inline, wrappers: [wrapper])
    #expect(merged.linear?.closedCaptionFiles.map(\.language) == ["l0", "l1"])
  }

  @Test func theVASTCommandsJSONShowsTheFilesOnlyWhenThereAreSome() throws {
    let with = try #require(try VASTParser.parse(Self.document(captions: Self.files(1))).ads.first)
    let without = try #require(try VASTParser.parse(Self.document(captions: "")).ads.first)
    let encoder = JSONEncoder()
    let withText = String(decoding: try encoder.encode(with), as: UTF8.self)
    let withoutText = String(decoding: try encoder.encode(without), as: UTF8.self)
    #expect(withText.contains("\"closedCaptionFiles\""))
    #expect(!withoutText.contains("closedCaptionFiles"))
    #expect(!withoutText.contains("droppedCaptionFiles"))
  }

  /// The IAB's own samples (VAST 4.1 and 4.2): four files, TTML among them.
  @Test(
    IABSamples.present,
    arguments: [
      "VAST_4.1_Samples/Closed_Caption_Test.xml", "VAST_4.2_Samples/Closed_Caption_Test.xml",
    ])
  func readsAllFourFilesOfTheIABSample(sample: String) throws {
    let data = try Data(contentsOf: IABSamples.folder.appendingPathComponent(sample))
    let files = try #require(try VASTParser.parse(data).ads.first?.linear?.closedCaptionFiles)
    #expect(
      files == [
        VASTClosedCaptionFile(
          url: "https://mycdn.example.com/creatives/creative001.srt", mimeType: "text/srt",
          language: "en"),
        VASTClosedCaptionFile(
          url: "https://mycdn.example.com/creatives/creative001-1.srt", mimeType: "text/srt",
          language: "fr"),
        VASTClosedCaptionFile(
          url: "https://mycdn.example.com/creatives/creative001.vtt", mimeType: "text/vtt",
          language: "zh-TW"),
        VASTClosedCaptionFile(
          url: "https://mycdn.example.com/creatives/creative001.ttml",
          mimeType: "application/ttml+xml", language: "zh-CH"),
      ])
  }
}
