import Foundation

/// The ad's ⓘ sheet: opened, closed, or the ad reported from it.
extension AdController {
  /// The viewer opened the sheet: the ad holds (an overlay's time stops, a linear video
  /// pauses) and counts nothing as viewable until it closes, and the delegate hears it.
  ///
  /// The content is not paused for an overlay: the viewer is reading about the ad while their
  /// episode plays on, as it did before the tap. So that an overlay is not held without end
  /// (and the next ad behind it), its sheet holds it for at most
  /// ``KontextVideo/Defaults/overlayInfoHoldLimit``: then the overlay ends `.interrupted`, and
  /// the sheet with it.
  func openInfo() {
    guard lifecycle.state == .onScreen, !infoSheet.isOpen else { return }
    infoSheet = .open(holdTimer: nil)
    emit(.infoOpened)
    inlineRun?.setHold(.infoSheet, true)
    if let run = linearRun { apply(run.control.hold(.infoSheet), to: run) }
    if format == .overlay {
      let holdTimer = services.clock.schedule(
        at: services.clock.now + KontextVideo.Defaults.overlayInfoHoldLimit
      ) { [weak self] in self?.infoHeldTooLong() }
      // What heard it open may have closed it (nothing is held), or closed and opened it again.
      if case .open(let earlier) = infoSheet {
        earlier?.cancel()
        infoSheet = .open(holdTimer: holdTimer)
      } else {
        holdTimer.cancel()
      }
    }
    tellDelegate { $0.videoAdDidOpenInfo($1) }
  }

  /// The viewer closed the sheet: the ad goes on from where it was, and the delegate hears it.
  func closeInfo() {
    guard lifecycle.state == .onScreen, case .open(let holdTimer) = infoSheet else { return }
    infoSheet = .closed
    holdTimer?.cancel()
    emit(.infoClosed)
    inlineRun?.setHold(.infoSheet, false)
    if let run = linearRun { apply(run.control.release(.infoSheet), to: run) }
    tellDelegate { $0.videoAdDidCloseInfo($1) }
  }

  /// An overlay's sheet stayed open for the whole limit: the overlay ends `.interrupted`.
  private func infoHeldTooLong() {
    if infoSheet.isOpen { infoSheet = .open(holdTimer: nil) }  // it has fired
    guard lifecycle.state == .onScreen, infoSheet.isOpen, format == .overlay else { return }
    end(.interrupted)
  }

  /// The viewer reported the ad: the report goes to the server (as durably as an event), the
  /// creative is kept off screen (``ReportedCreatives``: across launches, for 90 days), the
  /// delegate hears the report,
  /// and the ad ends `.reported`.
  func report(_ reason: AdReport.Reason) {
    guard lifecycle.state == .onScreen else { return }
    emit(.reported(reason))
    services.reportedCreatives.insert([filledCreativeKey, slot.creativeKey])
    tellDelegate { $0.videoAd($1, didReport: AdReport(reason: reason)) }
    end(.reported)
  }

  /// Whether the viewer reported this ad's creative (in this run or an earlier one).
  var isReportedCreative: Bool {
    services.reportedCreatives.contains(slot.creativeKey)
  }
}
