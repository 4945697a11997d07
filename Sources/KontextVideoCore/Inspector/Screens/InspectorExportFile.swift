import Foundation

/// The file Export shares: the inspector's JSON in the app's temporary directory.
package enum InspectorExportFile {
  /// Writes `data` to `kontext-inspector-<date>.json` (the time in UTC, without colons,
  /// which some share targets refuse in a name) in `FileManager.default.temporaryDirectory`,
  /// replacing an export of the same second, and returns its URL.
  ///
  /// The file is left there: a share target may still be reading it after the share sheet
  /// closes, and the system may purge the temporary directory when the app is not running.
  package static func write(_ data: Data, at date: Date = Date()) throws -> URL {
    let stamp = Date.ISO8601FormatStyle(timeSeparator: .omitted).format(date)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kontext-inspector-\(stamp).json")
    try data.write(to: url, options: .atomic)
    return url
  }
}
