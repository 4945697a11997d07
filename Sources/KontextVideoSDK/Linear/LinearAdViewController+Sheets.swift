#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// What the player presents over the ad: the ⓘ sheet.
  extension LinearAdViewController {
    /// ⓘ: the video holds while the sheet is up; the core hears how it ended. With the sheet
    /// not shown (this screen presents something else, or is in a transition), it is closed
    /// at once.
    func openInfo() {
      presentation.viewerOpenedInfo()
      AdInfoSheetViewController.show(
        AdInfoSheetContent(disclosure: presentation.disclosure, strings: strings), from: self,
        onClose: { [weak presentation] in presentation?.viewerClosedInfo() },
        onReport: { [weak presentation] reason in presentation?.viewerReported(reason) })
    }
  }
#endif
