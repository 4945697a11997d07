// Not on tvOS, which has no pasteboard (UIPasteboard is API_UNAVAILABLE(tvos)).
#if canImport(UIKit) && !os(tvOS)
  import Foundation
  import UIKit

  /// Where the inspector's Copy actions put text.
  enum InspectorPasteboard {
    /// How long copied text stays on the pasteboard: 10 minutes.
    static let lifetime: TimeInterval = 10 * 60

    /// Copies `text` to this device only (not to the viewer's other devices through Universal
    /// Clipboard), for ``lifetime``: a URL of the ledger is not masked, and may carry consent
    /// strings or identifiers. `UIPasteboard` may be used from any thread.
    static func copy(_ text: String) {
      UIPasteboard.general.setItems(
        [["public.utf8-plain-text": text]],
        options: [.localOnly: true, .expirationDate: Date().addingTimeInterval(lifetime)])
    }
  }
#endif
