import KontextVideoSDK
import KontextVideoTesting
import Testing

// The Measuring ads article's provider, compiled and run here with the public API only;
// Tools/check-doc-snippets.py keeps the article and this file the same.

/// Your measurement SDK's session for one ad.
final class VendorSession: AdMeasurementSession {
  private(set) var heard: [AdMeasurementEvent] = []

  func record(_ event: AdMeasurementEvent) {
    heard.append(event)  // hand each event to your Open Measurement session here
  }
}

/// Measures every ad whose VAST lists verification scripts (or every ad, `measuresAll`).
final class VendorMeasurement: AdMeasurementProvider {
  var measuresAll = false
  private(set) var sessions: [String: VendorSession] = [:]

  func startMeasuring(_ ad: MeasuredAd) -> (any AdMeasurementSession)? {
    guard measuresAll || !ad.verifications.isEmpty else { return nil }
    let session = VendorSession()
    sessions[ad.adID] = session
    return session
  }
}

@MainActor
@Test func aMeasuredOverlayIsHeardFromLoadedToFinished() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.fill)
  let measurement = VendorMeasurement()
  measurement.measuresAll = true
  sdk.measurementProvider = measurement
  let player = SimulatedPlayer(clock: clock)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  ads.track(player)
  player.play()
  let ad = try await ads.format(.overlay)
  try await ad.load()
  try ad.show(in: HeadlessContainer(width: 390, height: 693))
  await clock.advance(by: 2)
  player.pause()  // the overlay ends
  let heard = try #require(measurement.sessions[ad.id]).heard
  #expect(heard.count == 3 && heard.dropFirst() == [.impression, .finished])
}

@MainActor
@Test func anAdWithoutVerificationsIsLeftUnmeasured() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.fill)
  let measurement = VendorMeasurement()
  sdk.measurementProvider = measurement
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  let ad = try await ads.format(.pause)
  try await ad.load()
  try ad.show(in: HeadlessContainer(width: 390, height: 693))
  await clock.advance(by: 1)
  #expect(measurement.sessions.isEmpty)  // the sandbox's ads list no verification scripts
}
