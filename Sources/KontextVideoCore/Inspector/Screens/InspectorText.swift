import Foundation

/// How the inspector's screens write times and counts, the way `kontext-video --inspect`
/// and the export do, so a tester can match a screen with an export.
///
/// English literals throughout the inspector, on purpose: it is a tool for the app's
/// developers and testers, never shown to viewers, so it is not localised.
package enum InspectorText {
  /// Seconds with three decimals: `1.250 s`. (`String(format:)` without a locale writes a
  /// full stop, whatever the device's region.)
  package static func seconds(_ value: TimeInterval) -> String {
    String(format: "%.3f s", value)
  }

  /// A wall-clock time in UTC with milliseconds, as the export writes it:
  /// `2025-01-31T10:22:05.123Z`.
  package static func time(_ date: Date) -> String {
    Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date)
  }

  /// A count and its noun: `1 error`, `3 errors`.
  package static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
