import Foundation

extension AdInspector {
  /// The session as JSON, for a tester to share: the snapshot and each recent ad's VAST
  /// documents, with the publisher token, the install, advertising and vendor identifiers and
  /// the consent strings masked wherever they appear. Sorted keys: the same session gives the
  /// same bytes. Read it back with ``AdInspectorExport/init(json:)``.
  public func exportJSON() -> Data {
    let export = records.withLock { records in
      let mask = InspectorMask(secrets: records.secrets)
      return AdInspectorExport(
        snapshot: mask(records.snapshot()),
        vastDocuments: records.documents().mapValues { $0.map { mask($0) } })
    }
    // Every field encodes (strings, numbers, dates): this cannot fail.
    return (try? AdInspectorExport.encoder.encode(export)) ?? Data("{}".utf8)
  }

  /// The masked snapshot as text: each ad with its request, answer, VAST chain, media and
  /// timeline, then the ledger of beacons with their attempts. What `kontext-video --inspect`
  /// prints.
  ///
  /// - Parameter attemptHistory: whether each beacon lists every attempt with when it ended,
  ///   or only its last attempt's answer. When the tracking queue's batches run, and so how
  ///   many tries a slow tracker took, depends on thread scheduling: on a manual clock the
  ///   same session gives the same text only without the history (the demo leaves it out).
  public func ledger(attemptHistory: Bool = true) -> String {
    let snapshot = records.withLock { InspectorMask(secrets: $0.secrets)($0.snapshot()) }
    return InspectorLedgerText(snapshot, attemptHistory: attemptHistory).text
  }
}
