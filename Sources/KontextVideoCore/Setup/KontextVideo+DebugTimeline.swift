import Foundation

extension KontextVideo {
  /// The recent events (up to 500) as a JSON array, oldest first: what happened to each ad,
  /// when, and why, in the same shape as first-party tracking (`event_id`, `name`, `slot_id`,
  /// `timestamp` with milliseconds, playheads, `reason`, `sequence`).
  ///
  /// ```swift
  /// print(String(decoding: KontextVideo.shared.debugTimelineJSON(), as: UTF8.self))
  /// ```
  public func debugTimelineJSON() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(recentEvents.map(WireEvent.init))) ?? Data("[]".utf8)
  }

  /// Delivers every pending tracking event and pixel now, whatever their backoff, and returns
  /// when the attempt is over: the ad server's events sent until done or until a batch fails,
  /// and each tracker's pixels until done or until one of them fails (the rest of that tracker's
  /// wait for its retry). A delivery already under way is waited for; a pixel that does not
  /// answer counts as failed after 5 s on the SDK's clock. The SDK also does this by itself
  /// when the app goes to the background.
  public func deliverPendingEvents() async {
    await beaconQueue?.flush(absorbing: true)
  }
}
