import Foundation

/// Hears every ``DeliveryReport`` of a tracking queue and tells the ad inspector and the log:
/// the one place that turns what the queue did into words.
struct DeliveryObserver: Sendable {
  /// Where each beacon, its attempts and its end are recorded; nil without an inspector.
  var inspector: AdInspector?
  /// The events endpoint the inspector shows beacons against.
  var eventsURL: @Sendable () -> URL
  /// The current configuration's log.
  var log: @Sendable (String) -> Void

  func heard(_ report: DeliveryReport) {
    switch report {
    case .acted(.owe(let beacons, let fromEarlierLaunch)):
      inspector?.beaconsRecorded(
        beacons, eventsURL: eventsURL(), fromEarlierLaunch: fromEarlierLaunch)
    case .acted(.forget(let ids, let reason)):
      forgot(ids, reason)
    case .answered(let ids, let attempt, let time):
      inspector?.attempted(
        ids, time: time, status: attempt.status, outcome: attempt.text, url: attempt.url)
    case .unreadableOnLoad(let count):
      if count > 0 { log("skipped \(count) unreadable line(s) of the tracking queue") }
    case .acted(.sendEvents), .acted(.sendPixels), .acted(.wake), .acted(.cancelWake),
      .acted(.deliver):
      break
    }
  }

  private func forgot(_ ids: [String], _ reason: DeliveryPlan.Forgetting) {
    switch reason {
    case .delivered:
      inspector?.delivered(ids)
    case .rejected(let status, let pixel):
      inspector?.givenUp(ids, reason: "refused with \(status)")
      log(
        pixel
          ? "dropped a tracking pixel: the tracker refused it with \(status)"
          : "dropped \(ids.count) tracking beacon(s): the server refused them with \(status)")
    case .expired:
      inspector?.givenUp(ids, reason: "older than the age cap")
      log("dropped \(ids.count) tracking beacon(s) older than the age cap")
    case .overflow(let events, let cap):
      inspector?.givenUp(ids, reason: "pushed out: the lane holds at most \(cap)")
      log(
        "dropped the \(ids.count) oldest \(events ? "event(s)" : "tracking pixel(s)"): "
          + "the queue holds at most \(cap)")
    }
  }
}
