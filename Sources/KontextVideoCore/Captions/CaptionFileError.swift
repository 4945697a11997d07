/// Why a captions file gives no captions.
package enum CaptionFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file is larger than ``CaptionFile/maximumBytes``.
  case tooLarge(bytes: Int, limitBytes: Int)
  /// The file is not the format it claims: a WebVTT file without its `WEBVTT` first line, an SRT
  /// file without one timing line (`00:00:01,000 --> 00:00:02,000`).
  case notTheClaimedFormat(CaptionFormat)
  /// The file is the format it claims, but none of its cues can be shown: each had bad timings
  /// (`malformed` of them: an unreadable or reversed time) or no text.
  case noUsableCue(malformed: Int)

  package var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      "the captions file has \(bytes) bytes, over the \(limit / 1024) KiB limit"
    case .notTheClaimedFormat(.webVTT):
      "the captions file is not WebVTT: it does not start with WEBVTT"
    case .notTheClaimedFormat(.srt):
      "the captions file is not SRT: it has no timing line such as 00:00:01,000 --> 00:00:02,000"
    case .noUsableCue(let malformed):
      "the captions file has no cue that can be shown (\(malformed) malformed)"
    }
  }
}
