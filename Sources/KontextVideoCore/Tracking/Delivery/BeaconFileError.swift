import Foundation

/// Why a journal file (or its lock) could not be used: the path holds something other than a
/// regular file, another journal holds its lock, or the system refused (a read-only folder, a
/// full disk, a file-size limit).
package struct BeaconFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  package enum Kind: Sendable, Hashable {
    /// A symbolic link, a FIFO, a device, a folder or a socket is where the file should be.
    case notARegularFile
    /// Another journal, in this process or another, holds the file's lock.
    case heldElsewhere
    /// A system call failed with this `errno`.
    case system(Int32)
  }

  /// What went wrong.
  package var kind: Kind
  /// The path concerned.
  package var path: String

  /// An error of `kind` about `path`.
  package init(_ kind: Kind, path: String) {
    self.kind = kind
    self.path = path
  }

  /// The error for the `errno` of a call on `path` that just failed. A symbolic link refused by
  /// `O_NOFOLLOW` (`ELOOP`), a FIFO without a reader (`ENXIO`) and a folder (`EISDIR`) are not
  /// regular files.
  package static func lastError(path: String) -> BeaconFileError {
    let code = errno
    switch code {
    case ELOOP, ENXIO, EISDIR, EMLINK: return BeaconFileError(.notARegularFile, path: path)
    default: return BeaconFileError(.system(code), path: path)
    }
  }

  /// Whether another journal holds the lock.
  package var isHeldElsewhere: Bool { kind == .heldElsewhere }

  /// What went wrong, without the path.
  package var reason: String {
    switch kind {
    case .notARegularFile: return "not a regular file"
    case .heldElsewhere: return "held by another journal"
    case .system(let code): return String(cString: strerror(code))
    }
  }

  /// The path and what went wrong, for the log.
  package var description: String { "\(path): \(reason)" }
}
