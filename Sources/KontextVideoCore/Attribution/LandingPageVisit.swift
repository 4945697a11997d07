/// A page (or an App Store product page) the SDK opened in the app for a click: the ad holds,
/// and content the SDK paused stays paused, until the viewer is back (``close()``).
@MainActor
package final class LandingPageVisit {
  private var onClose: (@MainActor () -> Void)?

  /// A visit that runs `onClose` once, when it closes.
  package init(onClose: @escaping @MainActor () -> Void) {
    self.onClose = onClose
  }

  /// Whether the page is still up.
  package var isOpen: Bool { onClose != nil }

  /// The viewer is back from the page, or it could not stay: the ad goes on. Only the first
  /// call counts.
  package func close() {
    let close = onClose
    onClose = nil
    close?()
  }
}
