import Foundation

/// The times of a cue's timing line, in ASCII digits only: never negative, NaN or infinite, at
/// most ``longest``.
///
/// - WebVTT: `mm:ss.ttt` or `hh:mm:ss.ttt` (hours of one digit or more; minutes and seconds of
///   two, below 60; three digits of milliseconds).
/// - SRT: `hh:mm:ss,ttt` (a `.` is taken for the comma, and one to three digits of
///   milliseconds, as files in the wild write them); hours may be left out, as in WebVTT.
package enum CaptionTimestamp {
  /// The latest time read: 24 hours (``VASTTime/longest``). A later one makes its cue malformed.
  package static let longest: TimeInterval = VASTTime.longest

  /// The seconds `text` says in `format`, or nil.
  package static func seconds(_ text: Substring, format: CaptionFormat) -> TimeInterval? {
    let bytes = Array(text.utf8)
    // At most "hhhhhhhh:mm:ss.ttt": a longer one is no time the SDK reads.
    guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
    let separators: Set<UInt8> =
      format == .webVTT ? [UInt8(ascii: ".")] : [UInt8(ascii: ","), UInt8(ascii: ".")]
    guard let point = bytes.lastIndex(where: separators.contains) else { return nil }
    let fraction = bytes[(point + 1)...]
    let fractionDigits = format == .webVTT ? 3...3 : 1...3
    guard fractionDigits.contains(fraction.count), let milliseconds = number(fraction) else {
      return nil
    }
    let parts = bytes[..<point].split(
      separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3 else { return nil }
    let hoursPart = parts.count == 3 ? parts[0] : nil
    let minutesPart = parts[parts.count - 2]
    let secondsPart = parts[parts.count - 1]
    guard minutesPart.count == 2, secondsPart.count == 2, let minutes = number(minutesPart),
      let seconds = number(secondsPart), minutes < 60, seconds < 60
    else { return nil }
    var hours = 0
    if let hoursPart {
      guard !hoursPart.isEmpty, hoursPart.count <= 8, let value = number(hoursPart) else {
        return nil
      }
      hours = value
    }
    let scale = [1, 100, 10, 1][fraction.count]
    let total =
      Double(hours) * 3600 + Double(minutes) * 60 + Double(seconds)
      + Double(milliseconds * scale) / 1000
    return total <= longest ? total : nil
  }

  /// The ASCII digits of `bytes` as a number (at most 8 of them), or nil.
  private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 8 else { return nil }
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
