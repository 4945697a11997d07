#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// The vendor identifier (IDFV), read on the main actor and kept for readers on other
  /// threads. It is only read here: whether a request carries it is the core's
  /// ``IdentifierDecision``, from the app's ``IdentifierPolicy`` and the viewer's consent.
  ///
  /// `UIDevice.identifierForVendor` is nil after a restart until the device is first unlocked,
  /// and Apple says to read it again later then: it is read at install and before each ad
  /// request (the app's integration refreshes it), and a nil read keeps the last value.
  final class VendorIdentifier: Sendable {
    private let latest = Locked<String?>(nil)

    /// The last value read, from any thread.
    var current: String? { latest.withLock { $0 } }

    /// Reads the identifier now.
    @MainActor
    func refresh() {
      guard let value = UIDevice.current.identifierForVendor?.uuidString else { return }
      latest.withLock { $0 = value }
    }
  }
#endif
