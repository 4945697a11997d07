import Foundation

/// Reads an HTTP `Retry-After` header: a number of seconds, or an HTTP date (RFC 9110).
enum RetryAfter {
  /// The seconds from `now` that `value` asks to wait, or nil when there is none or it cannot
  /// be read. A date in the past is 0; a negative or non-integer number is not read.
  static func seconds(in value: String?, now: Date) -> TimeInterval? {
    guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
      // An absurd number of digits is as good as "very long": the caller caps it.
      return TimeInterval(text) ?? .greatestFiniteMagnitude
    }
    guard let date = httpDate(text) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }

  /// The IMF-fixdate form of an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`), the one servers
  /// send; the obsolete forms are not read.
  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.date(from: text)
  }
}
