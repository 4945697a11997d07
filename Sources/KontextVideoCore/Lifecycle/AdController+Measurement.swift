import Foundation

/// An ad's measurement: the app's provider asked as the ad goes on screen, then the session fed
/// through ``MeasurementMapping`` until the ad ends.
extension AdController {
  /// Starts measuring the ad that just went on screen (its `shown` event is `shown`), or, when
  /// no provider measures it, has each of its VAST verifications report once that it was not
  /// executed: `verificationNotExecuted`, `[REASON]` 2, verification not supported. When one
  /// does, the verifications it could not be given (no https script) report `[REASON]` 1.
  /// `views` are the ad's view and the SDK's views over it, when the platform gives them.
  func startMeasurement(
    in container: (any AdContainer)?, views: AdMeasurementViews?, shown: AdEvent
  ) {
    let properties = AdMeasurementProperties(
      skipOffset: format.isFullScreen ? slot.effectiveSkipOffset : nil, isAutoPlay: true,
      position: format.isFullScreen ? .midroll : .standalone)
    let ad = MeasuredAd(
      format: format, adID: id, container: container,
      verifications: slot.verifications, properties: properties,
      universalAdID: slot.universalAdID, views: views)
    if let session = services.measurementProvider?.startMeasuring(ad) {
      var mapping = MeasurementMapping(
        properties: properties, duration: format.isFullScreen ? slot.creative.duration : nil)
      var events = mapping.begin()
      if case .ended = lifecycle.state {
        // The provider ended the ad from inside the call: its end is already reported. (A
        // linear ad it ended is still closing: its end comes, and finishes the session.)
        events += mapping.finish()
        FinishedSessionHold.hold(session, on: services.clock)
      } else {
        measurement = Measuring(session: session, mapping: mapping)
      }
      for event in events { session.record(event) }
      reportVerifications(AdSlot.verificationRejected, reason: 1, at: shown)
      return
    }
    reportVerifications(AdSlot.verificationNotExecuted, reason: 2, at: shown)
  }

  /// Fires the `verificationNotExecuted` pixels kept under `key`, with `[REASON]` `reason`.
  private func reportVerifications(_ key: String, reason: Int, at shown: AdEvent) {
    firePixels(slot.tracking[key], for: shown, budgetedAs: key, reason: reason)
  }

  /// Feeds the session what `step` makes of the mapping (a lifecycle event, the video's
  /// playing, buffering or volume), and lets the session go a second after `finished`
  /// (``FinishedSessionHold``). The mapping is stored before the session hears anything, so a
  /// session that calls back into the SDK finds it current.
  func measure(_ step: (inout MeasurementMapping) -> [AdMeasurementEvent]) {
    guard var current = measurement else { return }
    let events = step(&current.mapping)
    measurement = events.contains(.finished) ? nil : current
    if measurement == nil { FinishedSessionHold.hold(current.session, on: services.clock) }
    for event in events { current.session.record(event) }
  }
}
