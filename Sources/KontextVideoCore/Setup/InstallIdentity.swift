import Foundation

/// A random id for this installation of the app, kept in a file in Application Support.
///
/// It is read and written off the main actor, the first time a request needs it. It is not
/// the advertising identifier and is never linked to one.
package actor InstallIdentity {
  private let fileURL: URL?
  private var cached: String?

  /// Keeps the id in `directory`, or in memory only when `directory` is nil.
  package init(directory: URL?) {
    fileURL = directory?.appendingPathComponent("install-id", isDirectory: false)
  }

  /// `Application Support/KontextVideoSDK` of the app.
  package static var defaultDirectory: URL? {
    FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first?
      .appendingPathComponent("KontextVideoSDK", isDirectory: true)
  }

  /// The id: read once from the file, or made and saved the first time.
  package func value() -> String {
    if let cached { return cached }
    if let fileURL, let data = try? Data(contentsOf: fileURL) {
      let stored = String(decoding: data, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      if UUID(uuidString: stored) != nil {
        cached = stored
        return stored
      }
    }
    let fresh = UUID().uuidString
    if let fileURL {
      try? FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(fresh.utf8).write(to: fileURL, options: .atomic)
    }
    cached = fresh
    return fresh
  }
}
