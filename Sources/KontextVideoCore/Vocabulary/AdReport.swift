/// The viewer's report of an ad, from "Report this ad" in its ⓘ sheet, given to
/// ``VideoAdDelegate/videoAd(_:didReport:)``.
///
/// A report is delivered to the ad server as durably as an event, ends the ad
/// (``VideoAd/EndReason/reported``), and the ad's creative is not shown again while the app
/// runs.
public struct AdReport: Sendable, Hashable {
  /// Why the viewer reported the ad. A minor release may add a case (the CHANGELOG's
  /// compatibility policy): switch over it with `@unknown default`.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// Offensive, sexual or otherwise inappropriate.
    case inappropriate
    /// Misleading, or a scam.
    case misleading
    /// Seen too many times.
    case repetitive
    /// Not relevant to the viewer.
    case irrelevant
    /// Broken, too loud, or otherwise not working.
    case technicalProblem = "technical_problem"
  }

  /// Why the viewer reported the ad.
  public var reason: Reason

  /// A report for `reason`.
  public init(reason: Reason) {
    self.reason = reason
  }
}
