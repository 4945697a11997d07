import Foundation

/// How many third-party pixels one ad may fire: ``perEvent`` for one event, ``perAd`` in all.
///
/// A VAST chain of the most wrappers the SDK follows, each listing a few trackers, stays well
/// inside both; a hostile or broken document listing thousands is cut, and what is cut is
/// counted, so the ad's pixels cannot flood the delivery queue or the network.
struct PixelBudget: Sendable, Hashable {
  /// The most pixels fired for one event of an ad: 32.
  static let perEvent = 32
  /// The most pixels fired for one ad over its life: 256.
  static let perAd = 256

  /// The pixels fired so far.
  private(set) var spent = 0
  /// The pixels not fired because a bound was reached.
  private(set) var dropped = 0

  /// The first of `urls` that the bounds let through; the rest count as dropped.
  mutating func take(_ urls: [String]) -> [String] {
    let allowed = min(urls.count, Self.perEvent, max(0, Self.perAd - spent))
    spent += allowed
    dropped += urls.count - allowed
    return Array(urls.prefix(allowed))
  }
}
