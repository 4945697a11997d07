import KontextVideoCore

/// A measurement provider that records what the SDK told it: every ad it was asked to measure,
/// and each session it started with what that session heard, in order. Install it on
/// ``KontextVideo/measurementProvider`` to check what your Open Measurement adapter would get
/// without the OM SDK.
///
/// ```swift
/// let measurement = RecordingMeasurementProvider()
/// sdk.measurementProvider = measurement
/// try ad.show(in: container)
/// await clock.advance(by: 2)
/// #expect(measurement.events(of: ad.id).dropFirst() == [.impression])
/// ```
///
/// It measures every ad unless ``declines`` is set. Unlike a provider backed by the OM SDK, it
/// keeps every session it started, so their events can be read after the ad ended.
@MainActor
public final class RecordingMeasurementProvider: AdMeasurementProvider {
  /// One ad's measurement: the ad it was started for and every event it heard, in order.
  public final class Session: AdMeasurementSession {
    /// The ad, as the SDK described it when the session started.
    public let ad: MeasuredAd
    /// Every event the session heard, oldest first: ``AdMeasurementEvent/loaded(_:)`` first,
    /// ``AdMeasurementEvent/finished`` last once the ad ended.
    public private(set) var events: [AdMeasurementEvent] = []

    init(ad: MeasuredAd) { self.ad = ad }

    /// Records `event`.
    public func record(_ event: AdMeasurementEvent) { events.append(event) }
  }

  /// When true, the provider declines every ad (`startMeasuring` returns `nil`), as a provider
  /// with no OM SDK available would; it still records the ads it was asked about.
  public var declines = false
  /// Called with each ad inside ``startMeasuring(_:)``, after its session was made: a test can
  /// act from there, as a provider's SDK might call back into the app.
  public var onStart: ((MeasuredAd) -> Void)?
  /// Every ad the SDK asked to measure, oldest first, declined ones too.
  public private(set) var ads: [MeasuredAd] = []
  /// The sessions started, oldest first.
  public private(set) var sessions: [Session] = []

  /// Creates a provider that measures every ad.
  public init() {}

  /// Records `ad` and starts a session for it, or returns `nil` while ``declines`` is set.
  public func startMeasuring(_ ad: MeasuredAd) -> (any AdMeasurementSession)? {
    ads.append(ad)
    guard !declines else { return nil }
    let session = Session(ad: ad)
    sessions.append(session)
    onStart?(ad)
    return session
  }

  /// The latest session started for the ad `adID`, if any.
  public func session(of adID: String) -> Session? {
    sessions.last { $0.ad.adID == adID }
  }

  /// What the latest session of the ad `adID` heard; empty when it has none.
  public func events(of adID: String) -> [AdMeasurementEvent] {
    session(of: adID)?.events ?? []
  }

  /// How many times the SDK asked to measure the ad `adID` (once for an ad it showed).
  public func timesAsked(about adID: String) -> Int {
    ads.filter { $0.adID == adID }.count
  }
}
