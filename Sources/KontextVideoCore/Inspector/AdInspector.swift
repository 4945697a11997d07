import Foundation

/// The ad inspector's record of the session: for each recent ad, its request (consent and
/// identifiers), the answer and its lifetime, the VAST chain with each hop's time, the media
/// chosen and why, and its timeline of events with every error; and a ledger of every recent
/// beacon with its URL after macro expansion, each attempt with its HTTP status, and whether it
/// is delivered, pending or given up.
///
/// The SDK records into it as it works, within fixed bounds (``maximumAds``, ``maximumBeacons``,
/// ``maximumEventsKept``, ``maximumAttemptsKept``, and ``maximumDocumentBytesPerAd`` of VAST
/// documents for each of the last ``maximumAdsWithDocuments`` ads), from any thread, at the
/// cost of a lock. Read it with ``snapshot()``, ``exportJSON()`` (what a tester shares: the
/// token, the identifiers and the consent strings are masked) and
/// ``ledger(attemptHistory:)`` (the same as text, which `kontext-video --inspect` prints). On
/// iOS, `KontextVideo.presentInspector(from:)` draws it.
///
/// ```swift
/// let snapshot = KontextVideo.shared.inspector.snapshot()
/// for ad in snapshot.ads {
///   print(ad.requestID, ad.format, ad.timeline.map(\.name))
/// }
/// ```
public final class AdInspector: Sendable {
  /// How many ads the inspector keeps: the 50 most recently requested.
  public static let maximumAds = 50
  /// How many beacons the ledger keeps: 1,000 (those delivered or given up leave first).
  public static let maximumBeacons = 1_000
  /// How many ads keep their VAST documents for the export: the 10 most recent.
  public static let maximumAdsWithDocuments = 10
  /// How many bytes of VAST documents an ad keeps: 256 KiB (a document past it is cut, and
  /// says so).
  public static let maximumDocumentBytesPerAd = 256 * 1024
  /// How many attempts a beacon keeps: 20, the first 10 and the latest 10
  /// (``InspectedBeacon/attemptsNotKept`` counts the others).
  public static let maximumAttemptsKept = 20
  /// How many events an ad's timeline keeps: 300, the first 150 and the latest 150
  /// (``InspectedAd/eventsNotKept`` counts the others).
  public static let maximumEventsKept = 300

  let records: Locked<InspectorRecords>

  /// An empty inspector for SDK version `sdkVersion`.
  package init(sdkVersion: String = "") {
    var records = InspectorRecords()
    records.sdkVersion = sdkVersion
    self.records = Locked(records)
  }

  /// What the inspector holds now, unmasked (it stays in the app's memory). Share
  /// ``exportJSON()`` instead: it is masked.
  public func snapshot() -> AdInspectorSnapshot {
    records.withLock { $0.snapshot() }
  }

  /// Forgets everything recorded so far (a tester starting over).
  public func clear() {
    records.withLock { records in
      var cleared = InspectorRecords()
      cleared.server = records.server
      cleared.sdkVersion = records.sdkVersion
      cleared.secrets = records.secrets
      records = cleared
    }
  }
}
