import Foundation

/// A captions format the SDK reads.
package enum CaptionFormat: String, Sendable, Hashable, CaseIterable {
  /// WebVTT (`text/vtt`).
  case webVTT
  /// SubRip (`text/srt`, `application/x-subrip`).
  case srt

  /// The format of a file of MIME type `mimeType` (case, parameters such as `;charset=utf-8`
  /// and white space ignored); nil for a type the SDK does not read, such as TTML
  /// (`application/ttml+xml`).
  package init?(mimeType: String) {
    let essence =
      mimeType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first
      .map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    switch essence {
    case "text/vtt": self = .webVTT
    case "text/srt", "application/x-subrip", "application/srt", "text/x-srt": self = .srt
    default: return nil
    }
  }

  /// Which is preferred when a language has both: WebVTT (its own MIME type, a W3C
  /// specification), then SRT.
  package var preference: Int {
    switch self {
    case .webVTT: 0
    case .srt: 1
    }
  }

  /// The name a message shows: `WebVTT`, `SRT`.
  package var name: String {
    switch self {
    case .webVTT: "WebVTT"
    case .srt: "SRT"
    }
  }
}
