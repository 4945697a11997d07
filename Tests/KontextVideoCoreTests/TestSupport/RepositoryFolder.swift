import Foundation

/// The repository's folders, found from this file's path.
enum RepositoryFolder {
  /// The repository root (this file is `Tests/KontextVideoCoreTests/TestSupport/RepositoryFolder.swift`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}
