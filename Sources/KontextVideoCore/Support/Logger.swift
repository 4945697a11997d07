import Foundation

/// Writes the SDK's messages to standard error, at or below the configured level.
///
/// The publisher token is never passed to it.
struct Logger: Sendable {
  var level: LogLevel

  func log(_ messageLevel: LogLevel, _ message: @autoclosure () -> String) {
    guard messageLevel != .none, messageLevel <= level else { return }
    FileHandle.standardError.write(Data("[KontextVideo] \(message())\n".utf8))
  }
}
