import Foundation

/// RFC 3339 timestamps with milliseconds, in UTC.
///
/// One formatter serves every call (making one costs more than formatting with it); the lock
/// makes the shared, non-Sendable formatter safe to use from any thread.
enum RFC3339 {
  private static let formatter: Locked<ISO8601DateFormatter> = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return Locked(formatter)
  }()

  private static let withoutFraction: Locked<ISO8601DateFormatter> = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return Locked(formatter)
  }()

  package static func string(from date: Date) -> String {
    formatter.withLock { $0.string(from: date) }
  }

  /// Reads an RFC 3339 timestamp, with or without fractional seconds.
  package static func date(from string: String) -> Date? {
    formatter.withLock { $0.date(from: string) }
      ?? withoutFraction.withLock { $0.date(from: string) }
  }
}
