#if canImport(UIKit)
  import KontextVideoCore
  import os

  extension KontextVideo {
    /// Writes the ad inspector's masked export (``AdInspector/exportJSON()``) to the unified
    /// log: what Export does on Apple TV, which has no pasteboard and no share sheet, and what
    /// a tester's build can call on iPhone and iPad too (from a debug menu, say).
    ///
    /// The log gets a header, then the export in numbered parts, each at most 1,000 bytes: the
    /// log stores at most 1,024 bytes of a message's text at this level, and cuts the rest
    /// (`os/log.h`).
    /// The header says how many parts follow and how many bytes they hold; each part's first
    /// line is `part N/M`, and what follows it in every part, joined in order, is the export,
    /// which ``AdInspectorExport/init(json:)`` reads back. Subsystem `so.kontext.video`,
    /// category `inspector`, at the default level, which the system keeps on disk (`os_log(5)`:
    /// "Default level logging is enabled and persisted to disk"); read it in Xcode's
    /// console, in the Console app, or with
    /// `log stream --predicate 'subsystem == "so.kontext.video"'`.
    ///
    /// The messages are public in the log (not `<private>`): the export is masked (the
    /// publisher token, identifiers and consent strings; see ``AdInspector/exportJSON()``),
    /// and redacted parts could not be joined back. It still names the session's ads and their
    /// URLs: call it in development and test builds only. A large session (many ads with VAST
    /// documents) makes many parts, and the log may drop some when an app writes many
    /// messages at once: the header's count tells you whether you have them all; Clear the
    /// inspector before reproducing an issue to keep the export small.
    ///
    /// - Returns: the number of parts written after the header (0 for an empty export).
    @MainActor
    @discardableResult
    public func logInspectorExport() -> Int {
      writeInspectorExportToLog().pieces.count
    }

    /// Writes the export's messages in order, and returns what it wrote. The `Logger` is made
    /// where it is used: it is not `Sendable`, so no global holds it.
    func writeInspectorExportToLog() -> InspectorLogExport {
      let export = inspector.logExport()
      let log = os.Logger(
        subsystem: InspectorLogExport.subsystem, category: InspectorLogExport.category)
      for message in export.messages {
        log.notice("\(message, privacy: .public)")
      }
      return export
    }
  }
#endif
