#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  extension KontextVideo {
    /// Presents the ad inspector: what this SDK did in the session, for a developer or a
    /// tester. Each ad with its request (consent, and which identifiers were sent or why
    /// not), the server's answer, the VAST chain with each hop's time, the media file chosen
    /// and why, and its timeline; and the ledger of beacons, each with its URL, its attempts
    /// and their HTTP statuses, and whether it was delivered, is pending or was given up.
    /// Refresh takes a new snapshot, Clear forgets everything recorded, Export shares
    /// ``AdInspector/exportJSON()`` (masked) as a file, and Done closes it.
    ///
    /// It is presented in a navigation controller, as a form sheet on iPad and a page sheet
    /// on iPhone, from the top of `presenter`'s chain of presented controllers (so a sheet
    /// your app shows does not stop it). On Apple TV it is full screen, and Export writes the
    /// masked export to the log (``logInspectorExport()``): tvOS has no share sheet, and no
    /// pasteboard for the rows' copy actions either. When the inspector is up already, nothing changes.
    /// The inspector is for your development and test builds: it is not localised, and it
    /// shows identifiers (the export masks them).
    ///
    /// ```swift
    /// #if DEBUG
    ///   KontextVideo.shared.presentInspector(from: self)
    /// #endif
    /// ```
    ///
    /// - Returns: whether the inspector is up: false when UIKit could not present it now (the
    ///   controller is not in a window, or is in a transition); the SDK's log says so.
    @MainActor
    @discardableResult
    public func presentInspector(from presenter: UIViewController) -> Bool {
      var top = presenter
      while true {
        if Self.isInspector(top) { return true }
        guard let next = top.presentedViewController, !next.isBeingDismissed else { break }
        top = next
      }
      let inspector = AdInspectorViewController.navigationController(sdk: self)
      // Set before presenting: UIKit makes the presentation controller from it. A form sheet
      // on iPad; on iPhone a page sheet, which a swipe down closes.
      #if !os(tvOS)
        inspector.modalPresentationStyle =
          presenter.traitCollection.userInterfaceIdiom == .pad ? .formSheet : .pageSheet
      #else
        // tvOS has no form or page sheet (both API_UNAVAILABLE(tvos)): its own full-screen
        // style, over a blur of the screen.
        inspector.modalPresentationStyle = .blurOverFullScreen
      #endif
      guard top.presentIfPossible(inspector) else {
        log(.warning, "The ad inspector could not be presented now (busy, or off screen).")
        return false
      }
      return true
    }

    /// Whether `controller` is an inspector this SDK presented (its navigation controller).
    private static func isInspector(_ controller: UIViewController) -> Bool {
      (controller as? UINavigationController)?.viewControllers.first is AdInspectorViewController
    }
  }
#endif
