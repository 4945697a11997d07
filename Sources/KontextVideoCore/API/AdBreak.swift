import Foundation

/// The shape of a linear or rewarded ad's break: the ads it plays one after another, in
/// order, as one ``VideoAd`` with one end.
///
/// A VAST ad pod (several `<Ad sequence="n">` in one response) is a break of several ads; any
/// other linear ad is a break of one. Known once ``VideoAd/load()`` has read the ad's VAST
/// document (``VideoAd/adBreak``), and fixed from then on: an ad of the break that fails while
/// it plays is passed over, and the break goes on to the next.
///
/// ```swift
/// try await ad.load()
/// if let adBreak = ad.adBreak, adBreak.adCount > 1 {
///   print("\(adBreak.adCount) ads, \(Int(adBreak.totalDuration)) s")
/// }
/// ```
public struct AdBreak: Sendable, Hashable {
  /// Each ad's video length in seconds, in the order they play.
  public let adDurations: [TimeInterval]

  /// Creates the shape of a break whose ads last `adDurations`, in order.
  public init(adDurations: [TimeInterval]) {
    self.adDurations = adDurations
  }

  /// How many ads the break plays.
  public var adCount: Int { adDurations.count }

  /// The length of the whole break in seconds: its ads' durations together.
  public var totalDuration: TimeInterval { adDurations.reduce(0, +) }

  /// The seconds of the break before the ad at `position` (from 1) starts.
  public func secondsBefore(position: Int) -> TimeInterval {
    adDurations.prefix(max(position - 1, 0)).reduce(0, +)
  }
}
