import Foundation
import KontextVideoSDK
import KontextVideoTesting

/// What every demo session runs in: an SDK of its own on a manual clock, a headless full-screen
/// presenter, and a timeline that prints each SDK event (and, when measured, what a
/// measurement provider hears).
@MainActor
final class DemoWorld {
  let clock = ManualClock()
  let sdk: KontextVideo
  let presenter: HeadlessFullScreenPresenter
  let timeline: Timeline
  /// What clicks open, and StoreKit's view-through calls, as an iPhone would make them.
  let clicks: HeadlessClickOpener
  private var observation: EventObservation?

  /// A world configured with `configuration`; on the sandbox (`deterministicIDs`) its ids are
  /// a fixed sequence, so every run prints the same.
  init(
    configuration: KontextVideo.Configuration, json: Bool, measure: Bool, deterministicIDs: Bool
  ) {
    sdk = KontextVideo.isolated(clock: clock)
    if deterministicIDs {
      // And its wall clock follows the manual one (from a fixed date), so the inspector's
      // ledger, whose beacons carry their time, is the same every run too.
      sdk.wallClock = { [clock] in Date(timeIntervalSince1970: 1_800_000_000 + clock.now) }
    }
    sdk.initialize(with: configuration)
    if deterministicIDs { sdk.events.makeID = UniqueID.sequence(prefix: "demo") }
    presenter = HeadlessFullScreenPresenter(clock: clock)
    sdk.fullScreenPresenter = presenter
    let timeline = Timeline(json: json, clock: clock)
    self.timeline = timeline
    if measure { sdk.measurementProvider = DemoMeasurement(timeline: timeline) }
    observation = sdk.addEventObserver { event in
      let place = event.breakPosition.map { " [ad \($0) of the break]" } ?? ""
      timeline.note(
        .sdk, event.name.description + place, format: event.format, adID: event.adID)
    }
    let (clicks, viewThrough) = sdk.installHeadlessClicks()
    self.clicks = clicks
    clicks.onOpen = { opened in timeline.note(.device, "opens \(opened)") }
    viewThrough.onCall = { call in timeline.note(.device, call.description) }
  }

  /// Stops printing the SDK's events.
  func close() {
    observation?.cancel()
    observation = nil
  }
}
