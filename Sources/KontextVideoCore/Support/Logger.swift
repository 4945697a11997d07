import Foundation

/// Writes the SDK's messages to standard error, at or below the configured level.
///
/// The publisher token is never passed to it.
struct Logger: Sendable {
  var level: LogLevel
  /// Where a line goes: standard error (a test reads them instead).
  var output: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data("[KontextVideo] \(line)\n".utf8))
  }

  func log(_ messageLevel: LogLevel, _ message: @autoclosure () -> String) {
    guard messageLevel != .none, messageLevel <= level else { return }
    output(message())
  }
}
