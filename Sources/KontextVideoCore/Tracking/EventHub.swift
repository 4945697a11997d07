import Foundation

/// The one stream every lifecycle step goes through: observers, the log and the recent history.
@MainActor
package final class EventHub {
  /// How many recent events are kept for the debug history.
  static let historyLimit = 500

  /// Keyed by the order they were added in, and called in that order.
  private var observers: [Int: @MainActor (AdEvent) -> Void] = [:]
  private var nextObserverKey = 0
  private var history = RingBuffer<AdEvent>(capacity: historyLimit)
  private var sequence = 0
  var logger: Logger
  /// Hands events and pixels to delivery, when a queue is configured.
  package var deliver: (@MainActor ([Outgoing]) -> Void)?
  /// Where every event is also recorded for the ad inspector.
  var inspector: AdInspector?
  /// The wall clock events are stamped with.
  var wallClock: @Sendable () -> Date = { Date() }

  /// The recent events, oldest first, at most ``historyLimit``.
  var recent: [AdEvent] { history.elements }

  /// Makes the ids of events and requests: unique per launch in apps, a fixed sequence in
  /// tests, so their runs are identical.
  package var makeID: @Sendable () -> String = UniqueID.next

  init(logger: Logger) {
    self.logger = logger
  }

  /// Stamps and emits an event: id, clock time, wall time, sequence.
  @discardableResult
  package func emit(
    _ name: AdEvent.Name,
    format: AdFormat,
    adID: String?,
    requestID: String?,
    time: TimeInterval,
    contentPlayhead: TimeInterval?,
    adPlayhead: TimeInterval? = nil,
    universalAdID: UniversalAdID? = nil,
    breakPosition: Int? = nil
  ) -> AdEvent {
    sequence += 1
    let event = AdEvent(
      id: makeID(), name: name, format: format, adID: adID, requestID: requestID, time: time,
      timestamp: wallClock(), contentPlayhead: contentPlayhead, adPlayhead: adPlayhead,
      sequence: sequence, universalAdID: universalAdID, breakPosition: breakPosition)
    emit(event)
    return event
  }

  func add(_ observer: @escaping @MainActor (AdEvent) -> Void) -> EventObservation {
    nextObserverKey += 1
    let key = nextObserverKey
    observers[key] = observer
    return EventObservation { [weak self] in self?.observers[key] = nil }
  }

  package func emit(_ event: AdEvent) {
    history.append(event)
    inspector?.record(event)
    logger.log(.debug, "\(event.format.rawValue) \(event.adID ?? "-") \(event.name)")
    deliver?([.event(event)])
    for key in observers.keys.sorted() { observers[key]?(event) }
  }
}
