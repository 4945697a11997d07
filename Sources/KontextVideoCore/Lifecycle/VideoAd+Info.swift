import Foundation

/// The ad's ⓘ sheet: opened, closed, or the ad reported from it.
extension VideoAd {
  /// The viewer opened the sheet: the ad holds (an overlay's time stops, a linear video
  /// pauses) and counts nothing as viewable until it closes, and the delegate hears it.
  ///
  /// The content is not paused for an overlay: the viewer is reading about the ad while their
  /// episode plays on, as it did before the tap. So that an overlay is not held without end
  /// (and the next ad behind it), its sheet holds it for at most
  /// ``KontextVideo/Defaults/overlayInfoHoldLimit``: then the overlay ends `.interrupted`, and
  /// the sheet with it.
  func openInfo() {
    guard lifecycle.state == .onScreen, !isInfoOpen else { return }
    isInfoOpen = true
    emit(.infoOpened)
    inlineRun?.setHold(.infoSheet, true)
    if let run = linearRun { apply(run.control.hold(.infoSheet), to: run) }
    if format == .overlay {
      infoHoldTimer?.cancel()
      infoHoldTimer = sdk.clock.schedule(
        at: sdk.clock.now + KontextVideo.Defaults.overlayInfoHoldLimit
      ) { [weak self] in self?.infoHeldTooLong() }
    }
    delegate?.videoAdDidOpenInfo(self)
  }

  /// The viewer closed the sheet: the ad goes on from where it was, and the delegate hears it.
  func closeInfo() {
    guard lifecycle.state == .onScreen, isInfoOpen else { return }
    isInfoOpen = false
    infoHoldTimer?.cancel()
    infoHoldTimer = nil
    emit(.infoClosed)
    inlineRun?.setHold(.infoSheet, false)
    if let run = linearRun { apply(run.control.release(.infoSheet), to: run) }
    delegate?.videoAdDidCloseInfo(self)
  }

  /// An overlay's sheet stayed open for the whole limit: the overlay ends `.interrupted`.
  private func infoHeldTooLong() {
    infoHoldTimer = nil
    guard lifecycle.state == .onScreen, isInfoOpen, format == .overlay else { return }
    end(.interrupted)
  }

  /// The viewer reported the ad: the report goes to the server (as durably as an event), the
  /// creative is kept off screen (``ReportedCreatives``: across launches, for 90 days), the
  /// delegate hears the report,
  /// and the ad ends `.reported`.
  func report(_ reason: AdReport.Reason) {
    guard lifecycle.state == .onScreen else { return }
    emit(.reported(reason))
    sdk.reportedCreatives.insert([filledCreativeKey, slot.creativeKey])
    delegate?.videoAd(self, didReport: AdReport(reason: reason))
    end(.reported)
  }

  /// Whether the viewer reported this ad's creative (in this run or an earlier one).
  var isReportedCreative: Bool {
    sdk.reportedCreatives.contains(slot.creativeKey)
  }
}
