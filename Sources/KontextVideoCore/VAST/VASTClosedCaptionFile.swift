/// A `<ClosedCaptionFile>` of a linear creative's `<MediaFiles><ClosedCaptionFiles>` (VAST 4.1):
/// a captions file for the ad's video, its MIME type and its language as the document gives
/// them.
///
/// VAST puts captions only in an inline ad's linear creative: a wrapper's are not read.
/// A creative keeps its first ``VASTListCap/maximumCaptionFiles`` files; the rest are counted in
/// ``VASTListCap/droppedCaptionFiles``. A file without a URL is not kept.
package struct VASTClosedCaptionFile: Sendable, Hashable, Encodable {
  /// The file's URL, as written (white space around it trimmed).
  package var url: String
  /// Its `type` attribute: `text/vtt`, `text/srt`, `application/ttml+xml`, …; nil when absent.
  package var mimeType: String?
  /// Its `language` attribute, a BCP 47 tag such as `en` or `zh-TW`; nil when absent.
  package var language: String?

  package init(url: String, mimeType: String?, language: String?) {
    self.url = url
    self.mimeType = mimeType
    self.language = language
  }

  /// The file an element describes, or nil when it has no URL.
  init?(_ node: XMLNode) {
    let url = node.trimmedText
    guard !url.isEmpty else { return nil }
    self.init(
      url: url, mimeType: node.attributes["type"].map(\.trimmedWhitespace).flatMap(Self.nonEmpty),
      language: node.attributes["language"].map(\.trimmedWhitespace).flatMap(Self.nonEmpty))
  }

  private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
