import Foundation

/// An exclusive `flock(2)` on a journal's lock file, which makes its holder the journal file's one
/// writer. It is held until ``release()`` or the end of the process (a kill included: the system
/// drops the lock with the process's descriptors).
///
/// The lock belongs to the open file description, so two acquisitions of one file conflict
/// within one process as they do across processes (on Linux as on Darwin): two SDK instances in
/// one app are kept apart as two processes are. The lock file is never renamed or rewritten, so
/// a journal file that is compacted (replaced by a rename) keeps its lock.
package final class BeaconFileLock: Sendable {
  private let descriptor = Locked<Int32>(-1)

  private init(descriptor: Int32) {
    self.descriptor.withLock { $0 = descriptor }
  }

  deinit { release() }

  /// Takes the lock on the file at `url` (made if missing; never through a symbolic link), at
  /// once or not at all: ``BeaconFileError/Kind/heldElsewhere`` when another holder has it.
  package static func acquire(_ url: URL) -> Result<BeaconFileLock, BeaconFileError> {
    let path = url.path
    let descriptor = open(path, O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return .failure(.lastError(path: path)) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let error = BeaconFileError.lastError(path: path)
      close(descriptor)
      return .failure(error)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return .failure(BeaconFileError(.notARegularFile, path: path))
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(descriptor)
      if code == EWOULDBLOCK || code == EAGAIN {
        return .failure(BeaconFileError(.heldElsewhere, path: path))
      }
      return .failure(BeaconFileError(.system(code), path: path))
    }
    return .success(BeaconFileLock(descriptor: descriptor))
  }

  /// Lets the lock go (unlocking, then closing its descriptor); later calls do nothing.
  ///
  /// Unlocked explicitly before the close: closing drops the lock only when no other descriptor
  /// refers to the same open file description, and a child process that the app (or a test
  /// runner) is starting holds a copy of every descriptor from its fork until its exec closes
  /// the close-on-exec ones. Closing alone in that window left the lock held for a moment after
  /// this release, and the next journal, finding it held, wrote a file of its own instead of
  /// taking this one (seen in the test suite while other tests started child processes: about
  /// one re-acquisition in ten with a thread spawning `/bin/true` in a loop, none with the
  /// unlock). `LOCK_UN` acts on the open file description, so the copies let go too.
  package func release() {
    descriptor.withLock { descriptor in
      guard descriptor >= 0 else { return }
      flock(descriptor, LOCK_UN)
      close(descriptor)
      descriptor = -1
    }
  }
}
