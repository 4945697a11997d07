import KontextVideoSDK
import KontextVideoTesting
import Testing

/// The test kit's recording measurement provider, through the public API only: what it records
/// of the ads it is asked about and of its sessions, in order, and what it does when it
/// declines or a test acts from inside its start.
@MainActor
struct RecordingMeasurementProviderTests {
  static let content = KontextVideo.Content(id: "e1", language: "en")

  /// A test instance with a playing player and the provider installed.
  private func measured() -> (
    VideoAds, ManualClock, SimulatedPlayer, RecordingMeasurementProvider
  ) {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let measurement = RecordingMeasurementProvider()
    sdk.measurementProvider = measurement
    let player = SimulatedPlayer(clock: clock)
    let ads = VideoAds(content: Self.content, sdk: sdk)
    ads.track(player)
    player.play()
    return (ads, clock, player, measurement)
  }

  @Test func aShownAdsSessionHearsItsLifeInOrder() async throws {
    let (ads, clock, player, measurement) = measured()
    let ad = try await ads.format(.overlay)
    try await ad.load()
    #expect(measurement.ads.isEmpty, "asked as the ad goes on screen, not at its load")
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    await clock.advance(by: 2)
    #expect(measurement.events(of: ad.id).dropFirst() == [.impression])
    player.pause()  // the overlay ends
    let session = try #require(measurement.session(of: ad.id))
    #expect(session.ad.adID == ad.id && session.ad.format == .overlay)
    guard case .loaded? = session.events.first else {
      Issue.record("the session did not hear loaded first: \(session.events)")
      return
    }
    #expect(session.events.dropFirst() == [.impression, .finished])
    #expect(measurement.timesAsked(about: ad.id) == 1)
  }

  @Test func sessionsAreKeptInTheOrderTheyStartedAfterTheirAdsEnded() async throws {
    let (ads, clock, player, measurement) = measured()
    let container = HeadlessContainer(width: 390, height: 693)
    let overlay = try await ads.format(.overlay)
    try await overlay.load()
    try overlay.show(in: container)
    await clock.advance(by: 2)
    player.pause()  // the overlay ends; a pause ad may show
    let pause = try await ads.format(.pause)
    try await pause.load()
    try pause.show(in: container)
    await clock.advance(by: 2)
    container.tapClose()
    await clock.advance(by: 5)  // past the SDK's hold of finished sessions
    #expect(measurement.ads.map(\.adID) == [overlay.id, pause.id])
    #expect(measurement.sessions.map(\.ad.adID) == [overlay.id, pause.id])
    #expect(measurement.sessions.allSatisfy { $0.events.last == .finished })
    #expect(measurement.events(of: pause.id).last == .finished)
    #expect(measurement.events(of: "no-such-ad").isEmpty)
    #expect(measurement.timesAsked(about: "no-such-ad") == 0)
  }

  @Test func aDecliningProviderRecordsTheAdAndStartsNoSession() async throws {
    let (ads, clock, _, measurement) = measured()
    measurement.declines = true
    let ad = try await ads.format(.overlay)
    try await ad.load()
    try ad.show(in: HeadlessContainer(width: 390, height: 693))
    await clock.advance(by: 2)
    #expect(measurement.ads.map(\.adID) == [ad.id])
    #expect(measurement.sessions.isEmpty)
    #expect(measurement.session(of: ad.id) == nil)
    #expect(measurement.events(of: ad.id).isEmpty)
  }

  @Test func onStartRunsInsideTheStartWithTheAd() async throws {
    let (ads, clock, _, measurement) = measured()
    var started: [String] = []
    measurement.onStart = { [weak measurement] ad in
      started.append(ad.adID)
      #expect(measurement?.sessions.count == 1, "its session is made before onStart runs")
    }
    let ad = try await ads.format(.overlay)
    try await ad.load()
    try ad.show(in: HeadlessContainer(width: 390, height: 693))
    #expect(started == [ad.id])
    await clock.advance(by: 1)
    #expect(started == [ad.id])
  }
}
