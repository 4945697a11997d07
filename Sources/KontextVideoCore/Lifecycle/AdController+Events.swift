import Foundation

/// What an event of the ad does, in order: it is recorded (the event stream, the journal, the
/// inspector), the server's third-party pixels for it fire, and the measurement session hears
/// it.
extension AdController {
  /// Records an event of this ad, fires its tracking pixels (`pixels`, else the ones the
  /// server listed for it), and tells measurement; returns the recorded event.
  @discardableResult
  func emit(_ name: AdEvent.Name, adPlayhead: TimeInterval? = nil, pixels: [String]? = nil)
    -> AdEvent
  {
    let event = record(name, adPlayhead: adPlayhead)
    firePixels(pixels ?? slot.tracking[name.wireName], for: event, budgetedAs: name.wireName)
    measure { $0.events(for: name) }
    return event
  }

  /// Records an event of this ad in the SDK's event stream, at the clock's time and the
  /// content's playhead; on screen, in a break of several, with the place of the ad whose
  /// turn it is (the ad's `loaded` or `ended` is the whole break's, and says none).
  func record(_ name: AdEvent.Name, adPlayhead: TimeInterval? = nil) -> AdEvent {
    services.events.emit(
      name, format: format, adID: id, requestID: requestID, time: services.clock.now,
      contentPlayhead: session?.player?.playheadSeconds, adPlayhead: adPlayhead,
      universalAdID: slot.universalAdID,
      breakPosition: lifecycle.state == .onScreen ? linearBreak?.eventPosition : nil)
  }
}
