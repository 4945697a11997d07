import Foundation

extension AdInspector {
  /// The session as JSON, for a tester to share: the snapshot and each recent ad's VAST
  /// documents, with the publisher token, the install, advertising and vendor identifiers the
  /// SDK sent and the consent strings it was given or read masked wherever they appear, as
  /// they are and percent-encoded (values of 8 characters or more); a pixel read back from an
  /// earlier launch loses its query, whose values this launch cannot know. Sorted keys: the
  /// same session gives the same bytes. Read it back with ``AdInspectorExport/init(json:)``.
  public func exportJSON() -> Data {
    // Copied under the lock, masked outside it: the SDK records on meanwhile.
    let (snapshot, documents, secrets) = records.withLock {
      ($0.snapshot(), $0.documents(), $0.secrets)
    }
    let mask = InspectorMask(secrets: secrets)
    let export = AdInspectorExport(
      snapshot: mask(snapshot), vastDocuments: documents.mapValues { $0.map { mask($0) } })
    // Every field encodes (strings, numbers, dates): this cannot fail.
    return (try? AdInspectorExport.encoder.encode(export)) ?? Data("{}".utf8)
  }

  /// The masked export (``exportJSON()``) as numbered messages for the unified log, each
  /// small enough that the log keeps it whole: where Apple TV puts the export.
  package func logExport() -> InspectorLogExport {
    InspectorLogExport(export: String(decoding: exportJSON(), as: UTF8.self))
  }

  /// The masked snapshot as text: each ad with its request, answer, VAST chain, media and
  /// timeline, then the ledger of beacons with their attempts. What `kontext-video --inspect`
  /// prints.
  ///
  /// - Parameter attemptHistory: whether each beacon lists every attempt with when it ended,
  ///   or only its last attempt's answer. On the sandbox and a manual clock the history is the
  ///   same every run; against a network, when a batch goes and how many tries a slow tracker
  ///   takes vary, and the last answer alone compares across runs.
  public func ledger(attemptHistory: Bool = true) -> String {
    let (snapshot, secrets) = records.withLock { ($0.snapshot(), $0.secrets) }
    return InspectorLedgerText(
      InspectorMask(secrets: secrets)(snapshot), attemptHistory: attemptHistory
    )
    .text
  }
}
