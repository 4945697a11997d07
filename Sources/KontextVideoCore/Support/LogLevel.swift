/// How much the SDK writes to the console. The default is ``warning``.
public enum LogLevel: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// Nothing.
  case none
  /// Failures that lost an ad.
  case error
  /// Misuse and problems worth a look.
  case warning
  /// Requests and ads shown.
  case info
  /// Every event.
  case debug

  /// Orders levels from ``none`` to ``debug``.
  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
