import Foundation

/// A random id for this installation of the app, kept in a file in Application Support, and a
/// random id for this launch, kept in memory only.
///
/// A request carries the install id only where ``IdentifierDecision`` allows it (the file is
/// neither read nor written otherwise), and the session id in its place: the server can still
/// cap frequency and de-duplicate within a launch, but not across launches.
///
/// The first read touches the disk, so it is made off the main actor (the ad client reads it
/// just before sending a request); later reads come from memory. It is not the advertising
/// identifier and is never linked to one.
package final class InstallIdentity: Sendable {
  private let fileURL: URL?
  private let cached: Locked<String?>
  /// The id of this launch (of this instance): random, never stored.
  package let sessionID: String

  /// Keeps the id in `directory`, or in memory only when `directory` is nil.
  package init(directory: URL?) {
    fileURL = directory?.appendingPathComponent("install-id", isDirectory: false)
    cached = Locked(nil)
    sessionID = UUID().uuidString
  }

  /// Always `id`, and no file read or written: for the embedded sandbox, which needs no id.
  package init(fixed id: String) {
    fileURL = nil
    cached = Locked(id)
    sessionID = id
  }

  /// Whether the id is kept in memory only (no file is read or written).
  package var isInMemory: Bool { fileURL == nil }

  /// `Application Support/KontextVideoSDK` of the app.
  package static var defaultDirectory: URL? {
    FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first?
      .appendingPathComponent("KontextVideoSDK", isDirectory: true)
  }

  /// The id: read once from the file, or made and saved the first time. Call it off the main
  /// actor: the first call reads or writes a file.
  package func value() -> String {
    cached.withLock { cached in
      if let cached { return cached }
      let id = loadOrCreate()
      cached = id
      return id
    }
  }

  private func loadOrCreate() -> String {
    if let fileURL, let data = try? Data(contentsOf: fileURL) {
      let stored = String(decoding: data, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      if UUID(uuidString: stored) != nil { return stored }
    }
    let fresh = UUID().uuidString
    if let fileURL {
      try? FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(fresh.utf8).write(to: fileURL, options: .atomic)
    }
    return fresh
  }
}
